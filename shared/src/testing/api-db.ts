import type { RowOf } from '../resources/define.ts';
import type { Revision, TrashItem } from '../resources/history.ts';
import { resources } from '../resources/index.ts';

type Resource = (typeof resources)[number];

/** A deleted record as the fake API keeps it: the trash's entry, the record itself, and where it stood in its list. */
export interface TrashedRecord extends TrashItem {
  record: { _id: string } & Record<string, unknown>;
  position: number;
}

/**
 * One list of records per resource of the API, by its name, typed by its contract; `history` is the activity
 * log (the history resource's list). Beside them, what docs/history.md keeps out of the lists: every record's
 * revisions and the trash, newest first.
 */
export type ApiDb = { [R in Resource as R['name']]: RowOf<R>[] } & { revisions: Revision[]; trash: TrashedRecord[] };

/**
 * Every resource of the API (shared/src/resources) as an in-memory list for the fake API, newest first
 * (index 0 is the newest) as the real API answers. Made from the contracts, so a new resource has its list.
 */
export const createApiDb = () =>
  ({
    ...Object.fromEntries(resources.map((resource) => [resource.name, []])),
    revisions: [],
    trash: [],
  }) as unknown as ApiDb;
