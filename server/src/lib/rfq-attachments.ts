import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  RFQ_ATTACHMENT_FIELD,
  RFQ_ATTACHMENT_TYPES,
  RFQ_JSON_FIELD,
  RFQ_MESSAGES,
} from '@texbridge/shared/resources/rfq-form';
import { HttpError } from './errors.ts';

export type AttachmentType = (typeof RFQ_ATTACHMENT_TYPES)[number];

/** An attachment as checked: its type is the one its bytes show. */
export interface Attachment {
  name: string;
  type: AttachmentType;
  bytes: Buffer;
}

/** The file names each type may carry; a name with another extension is not what it says. */
const EXTENSIONS: Record<AttachmentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};
/** Declared types that say nothing of the file (a browser's fallback), and the aliases older browsers send. */
const UNDECLARED = new Set(['', 'application/octet-stream']);
const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };

const NAME_MAX_LENGTH = 200;

/** A file name fit for a list and a download: no folders, no control characters, not over-long. */
function cleanName(filename: string | undefined): string {
  const base = (filename ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return base.slice(0, NAME_MAX_LENGTH) || 'attachment';
}

/**
 * What a file is, by its bytes (docs/quotes.md): a PDF, JPEG, PNG or WebP whose name and declared type, when
 * they say anything, say the same. Anything else is refused with a 415 that names the file.
 */
export async function checkedAttachment(name: string, declared: string, bytes: Buffer): Promise<Attachment> {
  const sniffed = (await fileTypeFromBuffer(bytes))?.mime;
  const type = RFQ_ATTACHMENT_TYPES.find((accepted) => accepted === sniffed);
  const claimed = declared.toLowerCase().split(';')[0]!.trim();
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  const claimOk = UNDECLARED.has(claimed) || (ALIASES[claimed] ?? claimed) === type;
  const nameOk = extension === undefined || (type !== undefined && EXTENSIONS[type].includes(extension));
  if (!type || !claimOk || !nameOk) throw new HttpError(415, RFQ_MESSAGES.attachmentType(name));
  return { name, type, bytes };
}

/** Multipart errors of @fastify/multipart, in the quote form's words. */
function refusalOf(error: unknown, name: string | undefined): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, RFQ_MESSAGES.attachmentSize(name ?? 'a file'));
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, RFQ_MESSAGES.attachmentCount);
  if (error instanceof HttpError || (error as { statusCode?: unknown }).statusCode !== undefined) return error;
  // A body without a boundary, cut short, or with broken part headers is the client's, a 400.
  const reason = error instanceof Error ? error.message.replace(/^Multipart: /, '') : 'unreadable';
  return new HttpError(400, `the body is not well-formed multipart/form-data (${reason.toLowerCase()})`);
}

/**
 * The quote form as multipart/form-data: the request as JSON in `rfq`, and its files in `attachments`, each
 * read whole (the plugin caps their size and count) and checked by its bytes.
 */
export async function readRfqMultipart(request: FastifyRequest): Promise<{ body: unknown; files: Attachment[] }> {
  let json: string | undefined;
  const files: Attachment[] = [];
  let current: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === RFQ_JSON_FIELD) json = String(part.value);
        continue;
      }
      current = cleanName(part.filename);
      const bytes = await part.toBuffer();
      if (part.fieldname !== RFQ_ATTACHMENT_FIELD) continue;
      files.push(await checkedAttachment(current, part.mimetype, bytes));
    }
  } catch (error) {
    throw refusalOf(error, current);
  }
  if (json === undefined) throw new HttpError(400, `${RFQ_JSON_FIELD} is required (the request as JSON)`);
  try {
    return { body: JSON.parse(json) as unknown, files };
  } catch {
    throw new HttpError(400, `${RFQ_JSON_FIELD} is not valid JSON`);
  }
}
