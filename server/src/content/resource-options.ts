import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../platform/database/client.ts';

export type ResourceContext = Pick<AppContext, 'cache' | 'database' | 'keepHistory'>;

/** What the contract leaves to the server: the numbers that are configuration. */
export interface ResourceOptions {
  /** The limit of a `rateLimited` add, counted per client (`hook: 'preHandler'` counts after validation). */
  rateLimit?: { max: number; timeWindow: string; hook?: 'preHandler' };
  /**
   * What an add also writes in its own transaction, and does once that commits: a new request's e-mails
   * (docs/quotes.md). `values` adds to the contract's defaults.
   */
  created?: {
    values?: () => Record<string, unknown>;
    inTransaction: (tx: Db, row: Record<string, unknown> & { _id: string }) => Promise<void>;
    afterCommit?: () => void;
    /** Whether the sender is e-mailed a receipt, said in the answer (`receipt`) for the page to tell them. */
    receipt: () => boolean;
  };
  /** The edit's own handler, where an edit is more than setting the fields sent (a request's follow-up). */
  update?: (
    request: FastifyRequest,
    id: string,
    body: Record<string, unknown>,
  ) => Promise<{ matchedCount: number; modifiedCount: number }>;
}
