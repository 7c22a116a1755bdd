import type { RowOf } from '../resources/define.ts';
import { resources } from '../resources/index.ts';

type Resource = (typeof resources)[number];

/** One list of records per resource of the API, by its name, typed by its contract. */
export type ApiDb = { [R in Resource as R['name']]: RowOf<R>[] };

/**
 * Every resource of the API (shared/src/resources) as an in-memory list for the fake API, newest first
 * (index 0 is the newest) as the real API answers. Made from the contracts, so a new resource has its list.
 */
export const createApiDb = () =>
  Object.fromEntries(resources.map((resource) => [resource.name, []])) as unknown as ApiDb;
