import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { downloadDetail, historyResource } from '@texbridge/shared/resources/history';
import type { AppContext } from '../app-context.ts';
import { prepareBackup, stagingRootOf } from './create.ts';
import { archiveName } from './format.ts';
import { logActivity, whoOf } from '../history/history.ts';
import { callRoute } from '../platform/contract-routes.ts';

/**
 * GET /backup: the whole site as one archive, for admins (docs/history.md): the same .tar.gz as
 * `npm run backup`, and the way to back up a running API on PGlite, whose files only the API may open.
 */
export async function backupRoutes(fastify: FastifyInstance, { config, database, files }: AppContext) {
  // Staged beside the data, not in a temporary folder that may be a small in-memory one.
  const stagingRoot = stagingRootOf(config);
  fastify.withTypeProvider<ZodTypeProvider>().route({
    ...callRoute(historyResource, historyResource.calls.backup),
    handler: async (request, reply) => {
      // The database is read and the uploads listed before the answer starts, so that a database or an image
      // store out of reach is an error answer, not a cut download.
      const prepared = await prepareBackup(database, { files, stagingRoot });
      const name = archiveName(prepared.createdAt);
      // Logged before a byte is sent: an archive holds buyers' personal data, and none leaves untraced.
      await logActivity(database.db, whoOf(request), {
        action: 'download',
        resource: 'backup',
        recordId: name,
        title: name,
        detail: downloadDetail.backup,
      }).catch(async (error: unknown) => {
        await prepared.discard();
        throw error;
      });
      const body = new PassThrough();
      prepared.writeTo(body).catch((error: Error) => {
        // Headers are gone by now: the download ends without its gzip trailer, which every reader refuses.
        request.log.error(`GET /backup stopped: ${error.message}`);
        body.destroy(error);
      });
      return (
        reply
          .type('application/gzip')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="${name}"`)
          // The contract's answer is the file; a stream of it is what is sent.
          .send(body as unknown as string)
      );
    },
  });
}
