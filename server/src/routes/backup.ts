import { tmpdir } from 'node:os';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { historyResource } from '@texbridge/shared/resources/history';
import type { AppContext } from '../app-context.ts';
import { defaultBackupDir, prepareBackup } from '../lib/backup/create.ts';
import { archiveName } from '../lib/backup/format.ts';
import { callRoute } from '../lib/resource.ts';

/**
 * GET /backup: the whole site as one archive, for admins (docs/history.md): the same .tar.gz as
 * `npm run backup`, and the way to back up a running API on PGlite, whose files only the API may open.
 */
export async function backupRoutes(fastify: FastifyInstance, { config, database }: AppContext) {
  // Staged beside the data, not in a temporary folder that may be a small in-memory one.
  const stagingRoot = config.dataDir.startsWith('memory://') ? tmpdir() : defaultBackupDir(config.dataDir);
  fastify.withTypeProvider<ZodTypeProvider>().route({
    ...callRoute(historyResource, historyResource.calls.backup),
    handler: async (request, reply) => {
      // The database is read before the answer starts, so that its failure is an error answer, not a cut download.
      const prepared = await prepareBackup(database, { uploadDir: config.uploadDir, stagingRoot });
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
          .header('content-disposition', `attachment; filename="${archiveName(prepared.createdAt)}"`)
          // The contract's answer is the file; a stream of it is what is sent.
          .send(body as unknown as string)
      );
    },
  });
}
