import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { RFQ_ATTACHMENT_FIELD, RFQ_JSON_FIELD } from '@texbridge/shared/resources/rfq-form';
import type { RfqCreate } from '@texbridge/shared/resources/rfqs';
import { meta } from '../../src/platform/database/schema.ts';
import { signStartToken, START_TOKEN_SECRET_KEY } from '../../src/quotes/start-token.ts';
import { bodies } from './fixtures.ts';
import type { TestServer } from './test-server.ts';

/** Old enough to pass the quote form's robot check without the test waiting for it. */
const FILLED_MS = 60_000;

/**
 * A start token issued `ageMs` ago, signed with the server's own key (read from the meta table, after
 * GET /rfqs/start has made it): how a test sends a form that a person took time over.
 */
export async function startToken(server: TestServer, ageMs = FILLED_MS): Promise<string> {
  const started = await server.request('GET', '/rfqs/start');
  if (started.status !== 200) throw new Error(`GET /rfqs/start answered ${started.status}`);
  const [row] = await server.database.db.select().from(meta).where(eq(meta.key, START_TOKEN_SECRET_KEY));
  return signStartToken(row!.value, Date.now() - ageMs);
}

/** Adds `count` products as `admin`; answers their ids (each has an MOQ of 500 kg). */
export async function addProducts(server: TestServer, token: string, count: number, from = 1): Promise<string[]> {
  const ids: string[] = [];
  for (let n = from; n < from + count; n++) {
    const reply = await server.request('POST', '/add-products', { token, json: bodies.products(n) });
    if (reply.status !== 200) throw new Error(`adding a product: ${JSON.stringify(reply.body)}`);
    ids.push(reply.body.insertedId as string);
  }
  return ids;
}

/** A request for quotation of one line per product, as the quote form sends it. */
export function rfqBody(productIds: readonly string[], token: string, over: Partial<RfqCreate> = {}): RfqCreate {
  return {
    company: 'Dhaka Knit Composite Ltd',
    name: 'Nadia Rahman',
    email: 'nadia@dhakaknit.example',
    phone: '+880 1711-000001',
    country: 'BD',
    destination: 'Chattogram',
    incoterm: 'CIF',
    requiredBy: '2099-03-31',
    message: 'For our spring programme.',
    lines: productIds.map((productId, i) => ({
      productId,
      title: `Basket title ${i}`,
      quantity: 1000 + i,
      unit: 'kg',
    })),
    website: '',
    startToken: token,
    ...over,
  };
}

/** The multipart form: the request as JSON in `rfq`, then each file in `attachments`. */
export function rfqForm(body: unknown, files: readonly { name: string; type: string; bytes: Uint8Array }[]) {
  const form = new FormData();
  form.append(RFQ_JSON_FIELD, JSON.stringify(body));
  for (const file of files) {
    form.append(RFQ_ATTACHMENT_FIELD, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  return form;
}

/** A small but well-formed PDF: one empty page. */
export function pdfBytes(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A PDF of exactly `bytes` bytes: a real one, padded with spaces after its end. */
export function pdfOf(bytes: number): Buffer {
  const pdf = pdfBytes();
  return Buffer.concat([pdf, Buffer.alloc(bytes - pdf.length, 0x20)]);
}

export const pngBytes = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#336' } })
    .png()
    .toBuffer();

/** One part of a hand-written multipart body: a field, or a file when it has a `filename` (even ''). */
export interface RawPart {
  name: string;
  filename?: string;
  type?: string;
  content: string | Uint8Array;
}

/**
 * A multipart body written out part by part, for what FormData cannot send: an empty file field as a browser
 * sends it (`filename=""`, no bytes), or a field with a Content-Type of its own. Request options for it.
 */
export function rawForm(parts: readonly RawPart[]): { raw: Buffer; headers: Record<string, string> } {
  const boundary = 'texbridge-test-boundary-7d3f';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    raw: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
