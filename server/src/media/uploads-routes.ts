import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@texbridge/shared/api/messages';
import { errorBody } from '@texbridge/shared/schemas/common';
import { uploadCall } from '@texbridge/shared/auth/permissions';
import type { AppContext } from '../app-context.ts';
import { HttpError } from '../platform/errors.ts';
import { logActivity, whoOf } from '../history/history.ts';
import { normaliseImage, saveWebp } from './images.ts';
import { multipartBodies, readMultipart } from './multipart.ts';

export async function uploadRoutes(fastify: FastifyInstance, { database, files }: AppContext) {
  // Here, not for the whole API: the multipart plugin hooks every request and response of its context.
  await fastify.register(multipartBodies);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    uploadCall.path,
    {
      config: { access: uploadCall.access },
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart field "file")',
        description:
          'JPEG, PNG, WebP, GIF or AVIF, checked by content; at most 10 MB and 40 megapixels. Re-encoded to WebP without metadata, longest side at most 2400 px, with copies 480, 720, 960 and 1600 px wide stored beside it (`<hash>-480w.webp` …, never upscaled) for srcset. Answers a root-relative URL to resolve against the API.',
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({ url: z.string() }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          413: errorBody,
          415: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => {
      const bytes = await readMultipart('file', async () => {
        const file = await request.file();
        if (!file || file.fieldname !== 'file') throw new HttpError(400, messages.fileRequired);
        return file.toBuffer();
      });
      const webp = await normaliseImage(bytes);
      const url = await saveWebp(webp, files);
      await logActivity(database.db, whoOf(request), {
        action: 'upload',
        resource: 'uploads',
        recordId: url,
        title: url,
      });
      return { url };
    },
  );
}
