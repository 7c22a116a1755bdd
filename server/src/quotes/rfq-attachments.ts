import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  RFQ_ATTACHMENT_FIELD,
  RFQ_ATTACHMENT_TYPES,
  RFQ_JSON_FIELD,
  RFQ_JSON_MAX_BYTES,
  RFQ_LIMITS,
  RFQ_MESSAGES,
} from '@texbridge/shared/resources/rfq-form';
import { readMultipart, type MultipartLimits } from '../media/multipart.ts';
import { HttpError } from '../platform/errors.ts';

type AttachmentType = (typeof RFQ_ATTACHMENT_TYPES)[number];

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
async function checkedAttachment(name: string, declared: string, bytes: Buffer): Promise<Attachment> {
  const sniffed = (await fileTypeFromBuffer(bytes))?.mime;
  const type = RFQ_ATTACHMENT_TYPES.find((accepted) => accepted === sniffed);
  const claimed = declared.toLowerCase().split(';')[0]!.trim();
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  const claimOk = UNDECLARED.has(claimed) || (ALIASES[claimed] ?? claimed) === type;
  const nameOk = extension === undefined || (type !== undefined && EXTENSIONS[type].includes(extension));
  if (!type || !claimOk || !nameOk) throw new HttpError(415, RFQ_MESSAGES.attachmentType(name));
  return { name, type, bytes };
}

/**
 * The quote form's multipart body as the parser caps it: the `rfq` field and nothing else (a second field
 * is refused rather than read), up to RFQ_JSON_MAX_BYTES of it, and the attachments.
 */
export const RFQ_MULTIPART_LIMITS: MultipartLimits = {
  fileSize: RFQ_LIMITS.attachments.bytes,
  files: RFQ_LIMITS.attachments.count,
  fields: 2,
  fieldSize: RFQ_JSON_MAX_BYTES,
  parts: 2 + RFQ_LIMITS.attachments.count,
};

/** The plugin's limit errors, in the quote form's sentences (each starts with the part it is about). */
function refusalOf(error: { code?: string; part?: { filename?: string } }): HttpError | undefined {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, RFQ_MESSAGES.attachmentSize(cleanName(error.part?.filename)));
    case 'FST_FILES_LIMIT':
      return new HttpError(400, RFQ_MESSAGES.attachmentCount);
    case 'FST_FIELDS_LIMIT':
      return new HttpError(400, RFQ_MESSAGES.otherFields);
    case 'FST_PARTS_LIMIT':
      return new HttpError(400, RFQ_MESSAGES.tooManyParts);
    // A part sent as application/json that does not parse, or was cut at the field size.
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new HttpError(400, RFQ_MESSAGES.jsonInvalid);
    default:
      return undefined;
  }
}

/** Reads a part's bytes to the end and drops them: the parser moves to the next part only once one is read. */
async function drain(file: Readable): Promise<void> {
  file.resume();
  await finished(file);
}

/** The `rfq` part's value: text to parse, or the object the plugin parsed from a part sent as application/json. */
function requestOf(value: unknown, truncated: boolean): unknown {
  if (truncated) throw new HttpError(400, RFQ_MESSAGES.jsonTooLong);
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new HttpError(400, RFQ_MESSAGES.jsonInvalid);
  }
}

/**
 * The quote form as multipart/form-data (docs/quotes.md): the request as JSON in `rfq`, which comes first,
 * then its files in `attachments`. `checkFirst` runs on the request before any file's bytes are read (the
 * robot checks), so a refused form's files are never buffered. Each file is then read whole (the plugin caps
 * its size and their count) and checked by its bytes; a file field left empty (no name, no bytes: a
 * browser's when no file was chosen) is skipped, as are parts under other names.
 */
export async function readRfqMultipart(
  request: FastifyRequest,
  checkFirst: (body: unknown) => Promise<void>,
): Promise<{ body: unknown; files: Attachment[] }> {
  return readMultipart(
    RFQ_JSON_FIELD,
    async () => {
      let body: unknown;
      let seen = false;
      const files: Attachment[] = [];
      for await (const part of request.parts()) {
        if (!seen) {
          seen = true;
          if (part.type !== 'field' || part.fieldname !== RFQ_JSON_FIELD) {
            throw new HttpError(400, RFQ_MESSAGES.jsonNotFirst);
          }
          body = requestOf(part.value, part.valueTruncated);
          await checkFirst(body);
          continue;
        }
        if (part.type === 'field') continue;
        if (part.fieldname !== RFQ_ATTACHMENT_FIELD || !part.filename) {
          await drain(part.file);
          continue;
        }
        const bytes = await part.toBuffer();
        if (bytes.length === 0) continue;
        files.push(await checkedAttachment(cleanName(part.filename), part.mimetype, bytes));
      }
      if (!seen) throw new HttpError(400, RFQ_MESSAGES.jsonMissing);
      return { body, files };
    },
    refusalOf,
  );
}
