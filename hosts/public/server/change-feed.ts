import { createParser } from 'eventsource-parser';
import { RENDER_TOKEN_HEADER } from '@texbridge/shared/api/render-server';

/** Waits before opening the stream again after it is lost: quick at first, then every 5 s. */
const RETRY_DELAYS_MS = [250, 500, 1000, 2000, 5000];
/** The API sends a comment every 15 s: this long without a byte means the stream is dead. */
const SILENCE_MS = 40_000;

export interface ChangeFeedOptions {
  /** The API's event stream, e.g. http://127.0.0.1:4000/changes. */
  url: string;
  /** The API's RENDER_TOKEN: the stream is the render server's alone (401 without it). */
  token?: string | undefined;
  /** A content write was committed (and when the stream opens, since writes may have been missed). */
  onChange: (resource: string | undefined) => void;
  /** A record was deleted: the API says so just before that delete's `change`. */
  onDelete?: (resource: string) => void;
  /** Why the stream was lost, once per outage. */
  onLost?: (reason: string) => void;
}

/**
 * Follows the API's `GET /changes` server-sent events for as long as it runs, opening the stream
 * again whenever it is lost. While it is down nothing is heard, and the page cache's own short
 * lifetime is what keeps pages fresh. Returns the way to stop.
 */
export function followChanges({
  url,
  token,
  onChange,
  onDelete = () => {},
  onLost = () => {},
}: ChangeFeedOptions): () => void {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token !== undefined) headers[RENDER_TOKEN_HEADER] = token;
  let stopped = false;
  let controller: AbortController | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  async function open(attempt: number) {
    controller = new AbortController();
    let silence: ReturnType<typeof setTimeout> | undefined;
    const stillThere = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller?.abort(new Error('no heartbeat')), SILENCE_MS);
      silence.unref();
    };
    let heard = false;
    try {
      stillThere();
      const response = await fetch(url, { signal: controller.signal, headers });
      if (!response.ok || !response.body) throw new Error(`the API answered ${response.status}`);
      const parser = createParser({
        onEvent({ event, data }) {
          if (event === 'ready') {
            heard = true;
            onChange(undefined);
          } else if (event === 'delete') onDelete(data);
          else if (event === 'change') onChange(data);
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        stillThere();
        parser.feed(read.value);
      }
      throw new Error('the stream ended');
    } catch (error) {
      if (stopped) return;
      if (attempt === 0 || heard) onLost(error instanceof Error ? error.message : String(error));
      const next = heard ? 0 : attempt + 1;
      retry = setTimeout(() => void open(next), RETRY_DELAYS_MS[Math.min(next, RETRY_DELAYS_MS.length - 1)]);
      retry.unref();
    } finally {
      clearTimeout(silence);
    }
  }

  void open(0);
  return () => {
    stopped = true;
    clearTimeout(retry);
    controller?.abort();
  };
}
