import { messages } from '../api/messages.ts';

// The fake API's HTTP as Fastify answers it: JSON bodies in and out, and the error shape.

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const json = (data: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The API's error shape: JSON { statusCode, error, message }. */
export const errorResponse = (statusCode: number, message: string, error = STATUS_TEXT[statusCode] ?? 'Error') =>
  json({ statusCode, error, message }, statusCode);

/** Reads a JSON body as Fastify does: nothing sent is `undefined`; an empty or broken JSON body is a 400. */
export async function readJson(request: Request): Promise<{ body: unknown; problem?: Response }> {
  const text = await request.text();
  const isJson = /^application\/json/i.test(request.headers.get('content-type') ?? '');
  if (text === '') {
    if (!isJson) return { body: undefined };
    const message = "Body cannot be empty when content-type is set to 'application/json'";
    return { body: undefined, problem: errorResponse(400, message) };
  }
  if (!isJson) return { body: text, problem: errorResponse(415, messages.jsonOnly) };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    const message = "Body is not valid JSON but content-type is set to 'application/json'";
    return { body: text, problem: errorResponse(400, message) };
  }
}
