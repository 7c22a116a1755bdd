/**
 * The e2e system's SITE_RESTART (deploy/release-public.sh runs it after every switch): the render
 * server started again from the `current` release. Run with tsx; the state file says where.
 */
import { restartRenderServer } from './system.ts';

await restartRenderServer();
