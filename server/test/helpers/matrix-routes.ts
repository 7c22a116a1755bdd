import { z } from 'zod';
import { operations, type Operation } from '@texbridge/shared/auth/permissions';
import type { Access, Role } from '@texbridge/shared/auth/roles';
import { localizedFields } from '@texbridge/shared/locales/translations';
import type { Field, Fields } from '@texbridge/shared/resources/fields';
import type { Method } from '@texbridge/shared/resources/define';
import { HISTORY_PATHS } from '@texbridge/shared/resources/history';
import { resources } from '@texbridge/shared/resources/index';
import { pageQrReads, specSheetReads } from '@texbridge/shared/resources/public-reads';
import { RFQ_PATHS } from '@texbridge/shared/resources/rfq-form';
import { bodyOf } from './fixtures.ts';
import type { RequestOptions } from './test-server.ts';

/**
 * The access matrix's rows, generated from the declarations (shared/src/auth/permissions.ts): every declared
 * call, each translated edit again with `?locale=zh`, and the routes of no contract. What a row needs to be
 * called (its ids, its body) comes from `MatrixState`, which the test fills before the matrix runs.
 */

/** Who calls: `role` null is a signed-in buyer; `signedIn` false a caller the API cannot identify. */
export interface Caller {
  name: string;
  signedIn: boolean;
  role: Role | null;
  /** Distinct per caller: the `n` of its bodies, so that two callers' edits are two changes. */
  n: number;
  token: () => string | undefined;
  email: () => string;
}

/** The records a row acts on: `edit` survives the matrix; `drop` is deleted, one per caller let in. */
export interface Records {
  edit: string;
  drop: Record<string, string>;
}

/** What the rows read once the test has made its records. */
export interface MatrixState {
  ids: Record<string, Records>;
  firstRevision: string;
  rfqBody: () => object;
  invitation: string;
  png: () => FormData;
}

export interface Row {
  label: string;
  method: Method;
  /** Fastify's path; every parameter is filled by `params`. */
  path: string;
  access: Access;
  query?: string;
  params?: (caller: Caller) => Record<string, string>;
  request?: (caller: Caller) => Omit<RequestOptions, 'token'>;
  /** Whether a call let in changes the database or the upload folder. */
  writes: boolean;
  /** A read of buyers' personal data: let in, it adds one `download` line to the log and nothing else. */
  download: boolean;
  /** What a public read answers, when not JSON. */
  type?: RegExp;
  /** A read that may keep what it made in the upload folder (a spec sheet's PDF). */
  cachesFiles?: boolean;
}

const json = (body: object) => ({ json: body });

function bodyFor(resource: string, n: number): Record<string, unknown> {
  const body = bodyOf(resource);
  if (!body)
    throw new Error(`server/test/helpers/fixtures.ts has no add body for "${resource}": add one to \`bodies\``);
  return body(n);
}

/** An edit body from the add body (another `n`), keeping the fields the edit accepts. */
function editBodyFor(operation: Operation, n: number): Record<string, unknown> | undefined {
  if (!(operation.body instanceof z.ZodObject)) return undefined;
  const accepted = new Set(Object.keys(operation.body.shape));
  const kept = Object.entries(bodyFor(operation.resource, n)).filter(([field]) => accepted.has(field));
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** Chinese words for a resource's first localized text (a group's first localized part): a `?locale=zh` edit. */
function zhBodyOf(fields: Fields, n: number): Record<string, unknown> | undefined {
  for (const [name, field] of localizedFields(fields) as [string, Field][]) {
    if (field.kind === 'text' || field.kind === 'textarea') return { [name]: `中文 ${n}` };
    if (field.kind === 'group') {
      const part = zhBodyOf(field.fields, n);
      if (part) return { [name]: part };
    }
  }
  return undefined;
}

const DOWNLOADS = new Set([RFQ_PATHS.csv, RFQ_PATHS.attachment, HISTORY_PATHS.backup]);

/** `<contract> <kind>`: the key of the overrides. */
const labelOf = (operation: Operation) => `${operation.resource} ${operation.kind}`;

/** Calls the generic rule cannot make: it sends an add body to an add, an edit body to an edit, nothing else. */
function overrides(state: MatrixState): Record<string, Partial<Pick<Row, 'params' | 'request'>>> {
  const drop = (resource: string) => (caller: Caller) => ({ resource, id: dropOf(state, resource, caller) });
  return {
    // A note always changes a request, whoever writes it.
    'enquiries update': { request: (caller) => json({ note: `Called the buyer back (${caller.name}).` }) },
    'rfqs call:followUp': { request: (caller) => json({ note: `Asked the mill for a price (${caller.name}).` }) },
    'rfqs call:attachment': { params: () => ({ id: state.ids.rfqs!.edit, n: '0' }) },
    // Your own admin status: anyone signed in may ask (others' is an admin's: access-matrix.test.ts).
    'users call:adminCheck': { params: (caller) => ({ email: caller.email() }) },
    'users call:setRole': { request: () => json({ role: 'editor' }) },
    'users call:invite': { request: (caller) => json({ email: `invitee-${caller.n}@texbridge.test`, role: 'sales' }) },
    'users call:withdrawInvitation': { params: () => ({ id: state.invitation }) },
    // docs/history.md: the edited product's history; its first revision restored; what the rows before deleted.
    'history call:revisions': { params: () => ({ resource: 'products', id: state.ids.products!.edit }) },
    'history call:restoreRevision': { params: () => ({ revisionId: state.firstRevision }) },
    'history call:restoreTrashed': { params: drop('news') },
    'history call:deleteForever': { params: drop('sliders') },
    'rfqs call:submit': { request: () => json(state.rfqBody()) },
    'uploads create': { request: () => ({ form: state.png() }) },
  };
}

/**
 * The record `caller` deletes: its own when it may delete; another's when it may not (it is refused before the
 * record is looked for, so the refusal is about access, never a 404).
 */
function dropOf(state: MatrixState, resource: string, caller: Caller): string {
  const drop = state.ids[resource]?.drop ?? {};
  const id = drop[caller.name] ?? Object.values(drop)[0];
  if (!id) throw new Error(`${resource} has no records to delete: give its contract an add call, or a setup`);
  return id;
}

/** The row of one declared operation. */
function rowOf(operation: Operation, state: MatrixState): Row {
  const label = labelOf(operation);
  const { resource, kind, method, path, access } = operation;
  const override = overrides(state)[label] ?? {};
  const row: Row = { label, method, path, access, writes: method !== 'GET', download: DOWNLOADS.has(path as never) };
  if (kind === 'create' && operation.body) row.request = (caller) => json(bodyFor(resource, 200 + caller.n));
  if (kind === 'update' && operation.body) {
    const body = (caller: Caller) => editBodyFor(operation, 300 + caller.n);
    if (body({ n: 0 } as Caller)) row.request = (caller) => json(body(caller)!);
  }
  if (path.includes(':id')) {
    row.params = (caller) => {
      const records = state.ids[resource];
      if (!records) throw new Error(`${resource} has no records: give its contract an add call, or a setup`);
      return { id: kind === 'remove' ? dropOf(state, resource, caller) : records.edit };
    };
  }
  Object.assign(row, override);
  const unfilled = /:(?!id\b)\w+/.test(path) && !override.params;
  if ((operation.body && !row.request) || unfilled) {
    throw new Error(`${label} (${method} ${path}) needs an override in helpers/matrix-routes.ts`);
  }
  return row;
}

/** A translated resource's edit in Chinese: refused and let in exactly as the English edit. */
function localeRows(state: MatrixState): Row[] {
  return resources.flatMap((contract) => {
    const { update, fields } = contract as {
      update?: { method: Method; path: string; access: Access };
      fields?: Fields;
    };
    if (!update || !fields || !zhBodyOf(fields, 0)) return [];
    return [
      {
        label: `${contract.name} update in zh`,
        method: update.method,
        path: update.path,
        access: update.access,
        query: '?locale=zh',
        params: () => ({ id: state.ids[contract.name]!.edit }),
        request: (caller: Caller) => json(zhBodyOf(fields, caller.n)!),
        writes: true,
        download: false,
      },
    ];
  });
}

/** Every row: the declared calls (uploads among them), the Chinese edits, and the public routes of no contract. */
export function matrixRows(state: MatrixState): Row[] {
  const read = (path: string, extra: Partial<Row> = {}): Row => ({
    label: path,
    method: 'GET',
    path,
    access: 'public',
    writes: false,
    download: false,
    ...extra,
  });
  const product = () => ({ id: state.ids.products!.edit });
  return [
    ...operations.map((operation) => rowOf(operation, state)),
    ...localeRows(state),
    read('/healthz'),
    read('/search', { query: '?q=cotton' }),
    read('/sitemap.xml', { type: /xml/ }),
    read('/robots.txt', { type: /text\/plain/ }),
    read(specSheetReads.path, { params: product, type: /^application\/pdf$/, cachesFiles: true }),
    read(pageQrReads.path, { params: product, type: /^image\/svg\+xml/ }),
  ];
}

/** A row's URL for one caller. */
export function urlOf(row: Row, caller: Caller) {
  let path = row.path;
  for (const [name, value] of Object.entries(row.params?.(caller) ?? {})) {
    path = path.replace(`:${name}`, encodeURIComponent(value));
  }
  return path + (row.query ?? '');
}
