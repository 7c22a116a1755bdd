import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { HttpError } from '../platform/errors.ts';
import { UPLOAD_LIMITS } from './images.ts';

/** The parser's caps on one body (busboy's limits): a route that reads multipart says what it takes. */
export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize?: number;
  parts?: number;
}

/** POST /uploads: one file, capped at the upload limit. */
const UPLOAD_BODY: MultipartLimits = { fileSize: UPLOAD_LIMITS.bytes, files: 1, fields: 5 };

/**
 * Multipart bodies for the route module that registers it (the plugin hooks every request and response of
 * its context, so never the whole API), with that module's limits.
 *
 * A form refused before its files are read (a robot's request for quotation, an upload under another field
 * name) is answered at once; what is left of its body is then read and dropped, as Node drops any body
 * nobody reads. Still piped into the parser, which waits for someone to read the file it holds, the body
 * would stop flowing half sent, and the connection with it: the client's next request on it would get no
 * answer until the keep-alive timeout.
 */
export const multipartBodies = fp<{ limits?: MultipartLimits }>(async (app, { limits = UPLOAD_BODY }) => {
  await app.register(multipart, { limits });
  app.addHook('onResponse', async (request) => {
    if (!request.isMultipart() || request.raw.readableEnded) return;
    request.raw.unpipe();
    request.raw.resume();
  });
});

/**
 * Reads a multipart body through `read`, in sentences that start with `field`, the part they are about.
 * `refusal` words the plugin's own errors (a limit reached) for the route; the parser rejects a body
 * without a boundary, cut short, or with broken part headers with plain errors (no status): those are the
 * client's, a 400. Other errors with a status (a file over the limit is a 413) and our own pass through.
 */
export async function readMultipart<T>(
  field: string,
  read: () => Promise<T>,
  refusal: (error: { code?: string }) => HttpError | undefined = () => undefined,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const worded = refusal(error as { code?: string });
    if (worded) throw worded;
    if ((error as { statusCode?: unknown }).statusCode !== undefined) throw error;
    const reason = error instanceof Error ? error.message.replace(/^Multipart: /, '') : 'unreadable';
    throw new HttpError(
      400,
      `${field} could not be read: the body is not well-formed multipart/form-data (${reason.toLowerCase()})`,
    );
  }
}
