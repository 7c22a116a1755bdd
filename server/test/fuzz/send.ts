import { Agent, request } from 'node:http';

export interface RawCall {
  method: string;
  /** Path and query exactly as they go on the request line (already percent-encoded). */
  target: string;
  token?: string | undefined;
  contentType?: string | undefined;
  body?: Buffer | undefined;
}

export interface RawReply {
  status: number;
  contentType: string;
  text: string;
}

// A connection per call: after a 414 or 431 the server closes its end, and a reused socket would fail.
const agent = new Agent({ keepAlive: false });

/**
 * Sends a request as written, which fetch would not: odd escapes, dot segments and bodies the client
 * never checks. Rejects when no answer comes (a reset, a hang of more than `timeoutMs`).
 */
export function send(base: string, call: RawCall, timeoutMs = 15_000): Promise<RawReply> {
  const { hostname, port } = new URL(base);
  const headers: Record<string, string | number> = {};
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.contentType !== undefined) headers['content-type'] = call.contentType;
  if (call.body) headers['content-length'] = call.body.length;
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: call.target, method: call.method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      const contentType = String(res.headers['content-type'] ?? '');
      const answer = () =>
        resolve({ status: res.statusCode ?? 0, contentType, text: Buffer.concat(chunks).toString('utf8') });
      // An event stream (GET /changes) never ends by design: its first event is its answer.
      const stream = contentType.startsWith('text/event-stream');
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (stream && Buffer.concat(chunks).includes('\n\n')) {
          answer();
          res.destroy();
        }
      });
      res.on('end', answer);
      res.on('error', (error) => (stream ? answer() : reject(error)));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    // The server may answer (413) and close before it has read a large body: the answer still counts.
    req.end(call.body);
  });
}

export const closeAgent = () => agent.destroy();
