import {
  RFQ_ATTACHMENT_FIELD,
  type RFQ_ATTACHMENT_TYPES,
  RFQ_HONEYPOT,
  RFQ_JSON_FIELD,
  RFQ_LIMITS,
  RFQ_MESSAGES,
} from '../resources/rfq-form.ts';
import { errorResponse, readJson } from './fake-http.ts';

/** An attachment as the quote form sent it, its type told by its bytes. */
export interface SentFile {
  name: string;
  type: (typeof RFQ_ATTACHMENT_TYPES)[number];
  bytes: Uint8Array<ArrayBuffer>;
}

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  magic.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** What a file is by its first bytes (docs/quotes.md: never by its name or the type it claims). */
function sniff(bytes: Uint8Array): SentFile['type'] | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/** The multipart form: the request as JSON in `rfq`, its files in `attachments`, each checked. */
async function readMultipart(request: Request) {
  const form = await request.formData();
  const sent = form.get(RFQ_JSON_FIELD);
  // A part may be undici's File, not jsdom's: recognised by shape, not by instanceof.
  // An empty file field (no name, no bytes) is what a browser sends when no file was chosen: not a file.
  const parts = form
    .getAll(RFQ_ATTACHMENT_FIELD)
    .filter((part): part is File => typeof part === 'object' && part.name !== '' && part.size > 0);
  const names = parts.map((part) => part.name);
  let body: unknown;
  try {
    body = typeof sent === 'string' ? (JSON.parse(sent) as unknown) : undefined;
  } catch {
    return {
      body: sent,
      logged: { [RFQ_JSON_FIELD]: sent, files: names },
      problem: errorResponse(400, RFQ_MESSAGES.jsonInvalid),
    };
  }
  const logged = { ...(body as object), files: names };
  if (body === undefined) return { body, logged, problem: errorResponse(400, RFQ_MESSAGES.jsonMissing) };
  if (parts.length > RFQ_LIMITS.attachments.count) {
    return { body, logged, problem: errorResponse(400, RFQ_MESSAGES.attachmentCount) };
  }
  const files: SentFile[] = [];
  for (const part of parts) {
    if (part.size > RFQ_LIMITS.attachments.bytes) {
      return { body, logged, problem: errorResponse(413, RFQ_MESSAGES.attachmentSize(part.name)) };
    }
    const bytes = new Uint8Array(await part.arrayBuffer());
    const type = sniff(bytes);
    if (!type) return { body, logged, problem: errorResponse(415, RFQ_MESSAGES.attachmentType(part.name)) };
    files.push({ name: part.name, type, bytes });
  }
  return { body, logged, files };
}

/**
 * POST /rfqs's body: JSON, or multipart with attachments. A filled honeypot is refused before anything
 * else is read of it, with the API's own sentence.
 */
export async function readRfqBody(request: Request) {
  const isMultipart = /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '');
  const read: { body?: unknown; logged?: unknown; problem?: Response; files?: SentFile[] } = isMultipart
    ? await readMultipart(request)
    : await readJson(request);
  const honeypot = (read.body as Record<string, unknown> | undefined)?.[RFQ_HONEYPOT];
  if (!read.problem && typeof honeypot === 'string' && honeypot !== '') {
    return { ...read, problem: errorResponse(400, RFQ_MESSAGES.honeypot) };
  }
  return read;
}
