import type { z } from 'zod';
import { ACCEPTED_IMAGE_TYPES, DEFAULT_PAGE_LIMIT, MAX_IMAGE_BYTES } from '../constants.ts';
import { describeIssues, toValidationIssue } from '../api/describe-issue.ts';
import { messages } from '../api/messages.ts';
import { errorResponse, json, readJson } from './fake-http.ts';
import { admits, isStaffAccess, type Role } from '../auth/roles.ts';
import {
  withDefaults,
  type Access,
  type CallContract,
  type Method,
  type ResourceContract,
} from '../resources/define.ts';
import { resources } from '../resources/index.ts';
import { idParams, pageQuery } from '../schemas/common.ts';
import { searchWords, snippetOf, stemOf } from '../format/search-words.ts';
import { facetsPathOf, searchReads } from '../resources/public-reads.ts';
import { readCap } from '../resources/facet-caps.ts';
import { byCount, facetMatch, keeps, valuesOf } from '../resources/facets.ts';
import { searchQuery, type SearchHit } from '../resources/search.ts';
import type { Enquiry } from '../resources/enquiries.ts';
import type { Product } from '../resources/products.ts';
import type { InboxQuery } from '../resources/pipeline.ts';
import type { Rfq, RfqSent } from '../resources/rfqs.ts';
import { RFQ_MESSAGES, RFQ_TOKEN_FIELD } from '../resources/rfq-form.ts';
import { applyFollowUp, inboxPage, newRequestCount, nextReference, rfqsCsv, storedRfq } from './fake-pipeline.ts';
import { readRfqBody, type SentFile } from './fake-rfq-body.ts';
import { createFakeHistory, isTrashed, keepsActivity } from './fake-history.ts';
import { uploadCall } from '../auth/permissions.ts';
import { fakeRoleAnswers } from './fake-roles.ts';
import { activityQuery, type ActivityEntry, type ActivityFilter } from '../resources/history.ts';
import { followUpDetail, type FollowUpState } from '../format/follow-up-detail.ts';

/** What the activity log compares of a request before and after its follow-up changes. */
const followUpState = (row: Record<string, unknown>): FollowUpState => ({
  status: row.status as FollowUpState['status'],
  assignee: row.assignee as string | undefined,
});

/**
 * The API of docs/spec.md §7 and the README, in memory, for the front-end tests of both halves: generated from
 * the resource contracts (shared/src/resources), answering with the server's own sentences (api/messages.ts,
 * api/describe-issue.ts) and its rules: access, strict bodies, paging, 404s, the users' guarded delete.
 * It knows nothing of MSW: `handle` takes a fetch Request and answers a Response (or undefined for another
 * origin), and each half wraps it in one MSW handler.
 */

/** Every request the fake saw, for asserting what was (and was not) sent. */
export interface LoggedRequest {
  method: string;
  path: string;
  /** The query string ('?page=2&limit=10'), only when the URL has one. */
  search?: string;
  authorization: string | null;
  /** The parsed JSON body (for POST /uploads, the file's name); absent when nothing was sent. */
  body?: unknown;
}

/** The account a token signs in as: the server's caller (its user row). */
export interface FakeAccount {
  _id?: string;
  /** The Firebase uid the activity log names (docs/history.md); one is made from the e-mail when left out. */
  uid?: string;
  email: string | null;
  /** The staff role (docs/security.md "Roles"); none for a buyer or a member. */
  role?: Role;
}

/** What POST /uploads stored, by URL. */
interface StoredUpload {
  name: string;
  type: string;
  size: number;
}

type Row = { _id: string } & Record<string, unknown>;

/** Whether each of `words` starts a word of `text` (stemOf): the fake's search, by word stems alone. */
function hasWords(text: string, words: readonly string[]) {
  const its = searchWords(text);
  return words.length > 0 && words.every((word) => its.some((one) => one.startsWith(stemOf(word))));
}

/** One list of rows per resource, by the resource's name (newest first: index 0 is the newest). */
type FakeDb = Record<string, { _id: string }[]>;

export interface FakeApiOptions {
  /** The API's origin, such as 'http://api.test'; requests to other origins are not answered. */
  origin: string;
  db: FakeDb;
  /** Who a bearer token signs in as; undefined for a token the API refuses (invalid, expired, revoked). */
  signIn: (token: string) => FakeAccount | undefined;
  /** Where requests are logged (a fresh list by default). */
  requests?: LoggedRequest[];
  /** Where uploads are recorded (a fresh map by default). */
  uploads?: Map<string, StoredUpload>;
  /** Ids of new records and uploads (a 24-character counter by default). */
  newId?: () => string;
  /** Told of every record an add stored, with the body as it was sent. */
  onCreate?: (resource: string, sent: unknown, row: Row) => void;
  /** What POST /uploads accepts. */
  images?: { types: readonly string[]; maxBytes: number };
  /** The server's clock, for the defaults an add fills in (today's date). */
  now?: () => Date;
}

export interface FakeApi {
  handle: (request: Request) => Promise<Response | undefined>;
  db: FakeDb;
  requests: LoggedRequest[];
  uploads: Map<string, StoredUpload>;
}

let counter = 0;
/** A 24-character id, unique within a test run. */
const newFakeId = () => `f${(++counter).toString(16).padStart(23, '0')}`;

/** Validates like the server: the strict shared schema, then up to five sentences joined by '; '. */
function check<T>(
  schema: z.ZodType<T>,
  input: unknown,
  context: 'body' | 'querystring' | 'params' = 'body',
): { data: T } | { response: Response } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { data: parsed.data };
  return { response: errorResponse(400, describeIssues(parsed.error.issues.map(toValidationIssue), context)) };
}

/** Whether an edit changes anything: the API's modifiedCount. */
const changes = (record: object, data: object) =>
  Object.entries(data).some(
    ([key, value]) => JSON.stringify((record as Record<string, unknown>)[key]) !== JSON.stringify(value),
  );

const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** A body as a reader made it: what the schema checks, what the log shows, and any files beside it. */
interface BodyRead {
  body?: unknown;
  problem?: Response;
  logged?: unknown;
  files?: SentFile[];
}
type BodyReader = (request: Request) => Promise<BodyRead>;

/** What a call's answer is given, each part checked against the call's contract. */
interface CallInput {
  rows: Row[];
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  files?: SentFile[];
  caller: FakeAccount;
  request: Request;
}

interface Context {
  request: Request;
  url: URL;
  params: Record<string, string>;
}

interface Route {
  method: Method;
  pattern: RegExp;
  names: string[];
  answer: (context: Context) => Promise<Response> | Response;
}

/** '/news/:id' → a pattern capturing id. */
function compile(template: string) {
  const names: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

export function createFakeApi(options: FakeApiOptions): FakeApi {
  const { origin, db, signIn } = options;
  const requests = options.requests ?? [];
  const uploads = options.uploads ?? new Map<string, StoredUpload>();
  const newId = options.newId ?? newFakeId;
  const images = options.images ?? { types: ACCEPTED_IMAGE_TYPES, maxBytes: MAX_IMAGE_BYTES };
  const now = options.now ?? (() => new Date());
  const routes: Route[] = [];
  // docs/history.md: revisions, the trash and the activity log.
  const history = createFakeHistory({ db, now });
  const route = (method: Method, path: string, answer: Route['answer']) =>
    routes.push({ method, ...compile(path), answer });

  /** Records a request in `requests`: the query string only when there is one, the body only when one was sent. */
  function log(request: Request, body?: unknown) {
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      path: url.pathname,
      ...(url.search ? { search: url.search } : {}),
      authorization: request.headers.get('authorization'),
      ...(body === undefined ? {} : { body }),
    });
  }

  /** server/src/auth/access.ts: the caller, or the 401/403 the server answers. */
  function authorise(request: Request, access: Access): { caller?: FakeAccount; refusal?: Response } {
    if (access === 'public') return {};
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
    if (!match) return { refusal: errorResponse(401, messages.noToken) };
    const caller = signIn(match[1]!);
    if (!caller) return { refusal: errorResponse(401, messages.badToken) };
    if (!caller.email) return { refusal: errorResponse(401, messages.noEmail) };
    if (isStaffAccess(access) && !admits(access, caller.role)) {
      return { refusal: errorResponse(403, messages.forbidden(access)) };
    }
    return { caller };
  }

  /**
   * Reads (and logs) a body when the method may carry one, then checks access, then the body's form.
   * `read` is JSON's reader unless a call takes another form (bodyReaders).
   */
  async function admit(
    request: Request,
    access: Access,
    { withBody, read = readJson }: { withBody: boolean; read?: BodyReader },
  ) {
    const { body, problem, logged = body, files } = withBody ? await read(request) : ({} as BodyRead);
    log(request, logged);
    const { caller, refusal } = authorise(request, access);
    return { body, files, caller, refusal: refusal ?? problem };
  }

  /** Rules that keep a record from deletion (the API's 409), by resource. */
  const guards: Record<string, (row: Row, caller: FakeAccount, rows: Row[]) => string | null> = {
    users: (row, caller, rows) => {
      const own = caller._id ? row._id === caller._id : sameEmail(row.email as string, caller.email);
      if (own) return messages.ownAccount;
      const admins = rows.filter((user) => user.role === 'admin').length;
      return row.role === 'admin' && admins <= 1 ? messages.lastAdmin : null;
    },
  };

  /** How an edit applies its body, where it is more than setting fields (the answer is whether it changed). */
  const updaters: Record<string, (record: Row, data: Record<string, unknown>, caller: FakeAccount) => boolean> = {
    // docs/quotes.md: an enquiry's follow-up, and `handled` kept in step with its status.
    // An empty body marks it handled, as the dashboard's one-click "handled" sends.
    enquiries: (record, data, caller) =>
      applyFollowUp(record, Object.keys(data).length ? data : { handled: true }, caller.email!, now()),
  };

  /** Bodies that are not plain JSON, by call: the quote form may send its attachments as multipart. */
  const bodyReaders: Record<string, BodyReader> = { 'rfqs.submit': readRfqBody };

  const pipeline = {
    enquiries: () => (db as unknown as { enquiries: Enquiry[] }).enquiries,
    rfqs: () => (db as unknown as { rfqs: Rfq[] }).rfqs,
    products: () => (db as unknown as { products?: Product[] }).products ?? [],
  };
  /** The start tokens GET /rfqs/start gave out: POST /rfqs takes only these. */
  const startTokens = new Set<string>();
  /** The bytes of each RFQ attachment sent as multipart, by `<id>/<n>`. */
  const attachments = new Map<string, SentFile>();

  /** The calls beside list, detail, add, edit and delete (server/src/auth/users-routes.ts), by resource and name. */
  const callAnswers: Record<string, (input: CallInput) => Response> = {
    ...history.answers,
    ...fakeRoleAnswers({ db, now, newId, log: history.log }),
    'users.promote': ({ rows, params: { id }, caller, request }) => {
      const found = rows.find((row) => row._id === id);
      if (!found) return errorResponse(404, messages.notFound('user', id!));
      const modified = found.role === 'admin' ? 0 : 1;
      found.role = 'admin';
      if (modified) history.log(request, caller, 'make-admin', 'users', found);
      return json({ acknowledged: true, matchedCount: 1, modifiedCount: modified });
    },
    'users.adminCheck': ({ rows, params: { email }, caller }) => {
      const asked = email!.toLowerCase();
      if (sameEmail(asked, caller.email)) return json({ isAdmin: caller.role === 'admin' });
      if (caller.role !== 'admin') return errorResponse(403, messages.ownEmailOnly);
      return json({ isAdmin: rows.find((user) => sameEmail(user.email as string, asked))?.role === 'admin' });
    },
    // docs/quotes.md. The fake does not time the form (RFQ_LIMITS.minFillSeconds): tests send at once.
    'rfqs.start': () => {
      // Its own counter, so that handing out tokens does not move the ids a test expects of its records.
      const token = `fake-start-token.${startTokens.size + 1}`;
      startTokens.add(token);
      return json({ [RFQ_TOKEN_FIELD]: token });
    },
    'rfqs.submit': ({ body, files = [] }) => {
      const sent = body as RfqSent;
      if (!startTokens.has(sent[RFQ_TOKEN_FIELD])) return errorResponse(400, RFQ_MESSAGES.badToken);
      const _id = newId();
      const stored = storedRfq(sent, pipeline.products(), {
        _id,
        reference: nextReference(pipeline.rfqs(), now()),
        now: now(),
        attachments: files.map(({ name, type, bytes }) => ({ name, type, bytes: bytes.byteLength })),
      });
      if ('refusal' in stored) return errorResponse(400, stored.refusal);
      files.forEach((file, n) => attachments.set(`${_id}/${n}`, file));
      pipeline.rfqs().unshift(stored.record);
      options.onCreate?.('rfqs', body, stored.record as unknown as Row);
      return json({ acknowledged: true, insertedId: _id, reference: stored.record.reference });
    },
    'enquiries.detail': ({ rows, params: { id } }) => {
      const found = rows.find((row) => row._id === id);
      return found ? json(found) : errorResponse(404, messages.notFound('enquiry', id!));
    },
    'rfqs.detail': ({ rows, params: { id } }) => {
      const found = rows.find((row) => row._id === id);
      return found ? json(found) : errorResponse(404, messages.notFound('RFQ', id!));
    },
    'rfqs.followUp': ({ rows, params: { id }, body, caller, request }) => {
      const found = rows.find((row) => row._id === id);
      if (!found) return errorResponse(404, messages.notFound('RFQ', id!));
      const before = followUpState(found);
      const modified = applyFollowUp(found, body as Record<string, unknown>, caller.email!, now());
      const detail = followUpDetail(before, followUpState(found), (body as { note?: string }).note !== undefined);
      if (modified) history.log(request, caller, 'status', 'rfqs', found, detail);
      return json({ acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 });
    },
    'rfqs.attachment': ({ rows, params: { id, n } }) => {
      const found = rows.find((row) => row._id === id) as unknown as Rfq | undefined;
      if (!found) return errorResponse(404, messages.notFound('RFQ', id!));
      const listed = found.attachments[Number(n)];
      if (!listed) return errorResponse(404, `RFQ ${id} has no attachment ${n}`);
      // Records made in a test list attachments without bytes: answer as many placeholder bytes.
      const bytes = attachments.get(`${id}/${n}`)?.bytes ?? new Uint8Array(listed.bytes);
      return new Response(bytes, {
        headers: {
          'content-type': listed.type,
          'content-disposition': `attachment; filename="${listed.name.replace(/["\\]/g, '_')}"`,
        },
      });
    },
    'rfqs.csv': ({ query }) => {
      const kept = pipeline.rfqs().filter((row) => query.status === undefined || row.status === query.status);
      return new Response(rfqsCsv(kept), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="rfqs.csv"',
        },
      });
    },
    'rfqs.inbox': ({ query }) => json(inboxPage(pipeline.enquiries(), pipeline.rfqs(), query as InboxQuery)),
    'rfqs.newCount': () => json({ new: newRequestCount(pipeline.enquiries(), pipeline.rfqs()) }),
  };

  for (const contract of resources as readonly ResourceContract[]) {
    const rows = (db as Record<string, Row[]>)[contract.name];
    if (!rows) throw new Error(`the fake API's db has no list for ${contract.name}`);
    const notFound = (id: string) => errorResponse(404, messages.notFound(contract.noun, id));
    const { list, detail, create, update, remove } = contract;

    const filter = list.filter;
    const own = ownLists[contract.name];
    const query = own?.query ?? (filter ? pageQuery.extend(filter.shape) : pageQuery);
    const keys = filter ? Object.keys(filter.shape) : [];
    // A facet keeps a row as its field's kind says (facets.ts); any other filter, when its column equals it.
    const matches = new Map(
      Object.entries(list.facets ?? {}).map(([name, facet]) => [name, facetMatch(contract.fields ?? {}, name, facet)]),
    );
    const keepsRow = (row: Row, params: Record<string, unknown>, except?: string) =>
      own?.keeps(row, params) ??
      keys.every((key) => {
        if (key === except || params[key] === undefined) return true;
        if (key === list.search)
          return hasWords(`${String(row.title)} ${String(row.desc)}`, searchWords(String(params[key])));
        const match = matches.get(key);
        return match ? keeps(match, row, params[key]) : row[key] === params[key];
      });
    for (const path of list.paths) {
      route('GET', path, ({ request, url }) => {
        log(request);
        const { refusal } = authorise(request, list.access);
        if (refusal) return refusal;
        const checked = check(query, queryOf(url), 'querystring');
        if ('response' in checked) return checked.response;
        const params = checked.data as Record<string, unknown> & { page?: number; limit?: number };
        const kept = rows
          .filter((row) => keepsRow(row, params))
          .map((row) => (list.fields ? pick(row, list.fields) : row));
        if (params.page === undefined && params.limit === undefined) return json(kept);
        const limit = params.limit ?? DEFAULT_PAGE_LIMIT;
        const start = ((params.page ?? 1) - 1) * limit;
        return json(kept.slice(start, start + limit), 200, { 'X-Total-Count': String(kept.length) });
      });
    }

    if (list.facets) {
      // Before the detail route, whose :id would take 'facets'.
      route('GET', facetsPathOf(contract), ({ request, url }) => {
        log(request);
        const checked = check(filter!, queryOf(url), 'querystring');
        if ('response' in checked) return checked.response;
        const params = checked.data as Record<string, unknown>;
        const answer: Record<string, { value: string | boolean; count: number }[]> = {};
        for (const [name, facet] of Object.entries(list.facets!)) {
          const match = matches.get(name)!;
          if (match.kind === 'at-most') continue;
          const kept = rows.filter((one) => keepsRow(one, params, name));
          if (match.kind === 'at-most-of-kind') {
            answer[facet.countedAs ?? name] = match.caps.map((value) => ({
              value,
              count: kept.filter((row) => keeps(match, row, readCap(value, match.measures, match.max))).length,
            }));
            continue;
          }
          const counts = new Map<string | boolean, number>();
          for (const row of kept)
            for (const value of valuesOf(match, row)) counts.set(value, (counts.get(value) ?? 0) + 1);
          answer[facet.countedAs ?? name] = [...counts].map(([value, count]) => ({ value, count })).sort(byCount);
        }
        return json(answer);
      });
    }

    if (detail) {
      route('GET', detail.path, ({ request, params }) => {
        log(request);
        const id = check(idParams, params, 'params');
        if ('response' in id) return id.response;
        const record = rows.find((row) => row._id === id.data.id);
        return record ? json(record) : notFound(id.data.id);
      });
    }

    if (create) {
      route('POST', create.path, async ({ request }) => {
        const { body, caller, refusal } = await admit(request, create.access, { withBody: true });
        if (refusal) return refusal;
        const checked = check(create.body, body);
        if ('response' in checked) return checked.response;
        const data = withDefaults(contract, checked.data as Record<string, unknown>, now());
        const record = { ...data, _id: newId() } as Row;
        rows.unshift(record);
        options.onCreate?.(contract.name, body, record);
        if (create.access !== 'public') {
          history.revise(contract.name, record, 'create', caller!);
          history.log(request, caller!, 'create', contract.name, record);
        }
        return json({ acknowledged: true, insertedId: record._id });
      });
    }

    if (update) {
      route(update.method, update.path, async ({ request, params }) => {
        const { body, caller, refusal } = await admit(request, update.access, { withBody: true });
        if (refusal) return refusal;
        const id = check(idParams, params, 'params');
        if ('response' in id) return id.response;
        const checked = check(update.body, body);
        if ('response' in checked) return checked.response;
        const record = rows.find((row) => row._id === id.data.id);
        if (!record) return notFound(id.data.id);
        const updater = updaters[contract.name];
        if (updater) {
          const before = followUpState(record);
          const modified = updater(record, checked.data as Record<string, unknown>, caller!);
          // An enquiry's edit is its follow-up (docs/quotes.md): the log calls it a status change.
          const detail = followUpDetail(before, followUpState(record), 'note' in (checked.data as object));
          if (modified) history.log(request, caller!, 'status', contract.name, record, detail);
          return json({ acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 });
        }
        const modified = changes(record, checked.data as object);
        Object.assign(record, checked.data);
        // A null clears an optional field: the API stores NULL, and a record leaves it out.
        for (const [key, value] of Object.entries(record)) if (value === null) delete record[key];
        // An edit that changes nothing is neither a revision nor an entry in the log.
        if (modified) {
          history.revise(contract.name, record, 'update', caller!);
          history.log(request, caller!, 'update', contract.name, record);
        }
        return json({ acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 });
      });
    }

    if (remove) {
      const guard = remove.guarded ? guards[contract.name] : undefined;
      if (remove.guarded && !guard) throw new Error(`the fake API has no delete rule for ${contract.name}`);
      route('DELETE', remove.path, async ({ request, params }) => {
        const { caller, refusal } = await admit(request, remove.access, { withBody: false });
        if (refusal) return refusal;
        const id = check(idParams, params, 'params');
        if ('response' in id) return id.response;
        const index = rows.findIndex((row) => row._id === id.data.id);
        if (index < 0) return notFound(id.data.id);
        const rule = guard?.(rows[index]!, caller!, rows);
        if (rule) return errorResponse(409, rule);
        history.log(request, caller!, 'delete', contract.name, rows[index]!);
        // docs/history.md: content and requests go to the trash; a user is deleted for good.
        if (isTrashed(contract.name)) history.moveToTrash(contract.name, rows, index, caller!);
        else rows.splice(index, 1);
        return json({ acknowledged: true, deletedCount: 1 });
      });
    }

    for (const [name, call] of Object.entries(contract.calls ?? {}) as [string, CallContract][]) {
      const answer = callAnswers[`${contract.name}.${name}`];
      if (!answer) throw new Error(`the fake API has no answer for ${contract.name}.${name}`);
      const read = bodyReaders[`${contract.name}.${name}`];
      route(call.method, call.path, async ({ request, url, params }) => {
        const { body, files, caller, refusal } = await admit(request, call.access, {
          withBody: call.method !== 'GET',
          read,
        });
        if (refusal) return refusal;
        // A call without a body schema takes none: one sent, or a Content-Type announcing one, is refused.
        if (!call.body && call.method !== 'GET' && (body !== undefined || request.headers.has('content-type'))) {
          return errorResponse(400, 'body is not accepted: this call takes none');
        }
        const checkedBody = call.body ? check(call.body, body) : { data: body };
        if ('response' in checkedBody) return checkedBody.response;
        const checkedParams = call.params ? check(call.params, params, 'params') : { data: params };
        if ('response' in checkedParams) return checkedParams.response;
        const searched = Object.fromEntries(url.searchParams);
        const checkedQuery = call.query ? check(call.query, searched, 'querystring') : { data: searched };
        if ('response' in checkedQuery) return checkedQuery.response;
        return answer({
          rows,
          params: checkedParams.data as Record<string, string>,
          query: checkedQuery.data as Record<string, unknown>,
          body: checkedBody.data,
          files,
          caller: caller ?? { email: null },
          request,
        });
      });
    }
  }

  /**
   * GET /search (docs/search.md), by word stems alone: a product or news item matches when each of the
   * search's words starts one of its words; title matches first, then the newest, at most
   * `searchReads.matchesMax` of them. The real ranking, typos and all, is the API's
   * (server/test/search.test.ts); the front ends need its shape, paging and refusals.
   */
  route('GET', searchReads.path, ({ request, url }) => {
    log(request);
    const checked = check(searchQuery, Object.fromEntries(url.searchParams), 'querystring');
    if ('response' in checked) return checked.response;
    const { q, page = 1, limit = DEFAULT_PAGE_LIMIT } = checked.data;
    const words = searchWords(q);
    const matches = (text: string) => hasWords(text, words);
    const hits: (SearchHit & { inTitle: boolean })[] = [];
    if (words.length > 0) {
      for (const row of (db as Record<string, Row[]>).products ?? []) {
        const title = String(row.title);
        const body = String(row.desc);
        if (!matches(`${title} ${body}`)) continue;
        hits.push({
          type: 'product',
          _id: row._id,
          title,
          snippet: snippetOf(body, words),
          category: row.category as SearchHit['category'],
          image: String(row.productImage),
          ...(row.moq ? { moq: row.moq as SearchHit['moq'] } : {}),
          ...(row.origin ? { origin: String(row.origin) } : {}),
          ...((row.certifications as string[] | undefined)?.length
            ? { certifications: row.certifications as string[] }
            : {}),
          inTitle: matches(title),
        });
      }
      for (const row of (db as Record<string, Row[]>).news ?? []) {
        const title = String(row.title);
        const body = String(row.content);
        if (!matches(`${title} ${body}`)) continue;
        hits.push({
          type: 'news',
          _id: row._id,
          title,
          snippet: snippetOf(body, words),
          image: String(row.newsImage),
          inTitle: matches(title),
        });
      }
    }
    const ranked = [...hits.filter((hit) => hit.inTitle), ...hits.filter((hit) => !hit.inTitle)];
    const listed = ranked.slice(0, searchReads.matchesMax);
    const start = (page - 1) * limit;
    return json({
      total: listed.length,
      items: listed.slice(start, start + limit).map(({ inTitle: _, ...hit }) => hit),
      ...(ranked.length > listed.length && { capped: true }),
    });
  });

  /** POST /uploads (README "Additions over the spec"): multipart field `file`, an image of at most 10 MB. */
  route('POST', '/uploads', async ({ request }) => {
    const { caller, refusal } = authorise(request, uploadCall.access);
    if (refusal || !request.headers.get('content-type')?.startsWith('multipart/form-data')) {
      log(request);
      return refusal ?? errorResponse(415, messages.multipartOnly);
    }
    // The parsed part may be undici's File, not jsdom's: recognise it by shape, not by instanceof.
    const file = (await request.formData()).get('file') as File | string | null;
    const isFile = typeof file === 'object' && file !== null && 'size' in file;
    log(request, { file: isFile ? file.name : null });
    if (!isFile) return errorResponse(400, messages.fileRequired);
    if (!images.types.includes(file.type)) return errorResponse(415, messages.imageType);
    if (file.size > images.maxBytes) return errorResponse(413, 'request file too large');
    const url = `/uploads/${newId()}.webp`;
    uploads.set(url, { name: file.name, type: file.type, size: file.size });
    history.log(request, caller!, 'upload', 'uploads', { _id: url, title: url });
    return json({ url });
  });

  async function handle(request: Request): Promise<Response | undefined> {
    const url = new URL(request.url);
    if (url.origin !== new URL(origin).origin) return undefined;
    for (const candidate of routes) {
      if (candidate.method !== request.method) continue;
      const match = candidate.pattern.exec(url.pathname);
      if (!match) continue;
      const params = Object.fromEntries(
        candidate.names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]),
      );
      return candidate.answer({ request, url, params });
    }
    log(request);
    return errorResponse(404, messages.noRoute(request.method, url.pathname + url.search));
  }

  return { handle, db, requests, uploads };
}

/** A query string as Fastify reads it: a parameter given more than once is the list of its values. */
function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length > 1 ? values : values[0]!;
  }
  return query;
}

/**
 * Lists whose query is more than the page and a column's equality per filter, by resource: the activity
 * log's (a person by e-mail, days in the time zone asked for, the days the right way round). Their own
 * query, and whether a row is kept.
 */
const ownLists: Record<string, { query: z.ZodType; keeps: (row: Row, params: Record<string, unknown>) => boolean }> = {
  history: {
    query: activityQuery,
    keeps: (row, params) => keepsActivity(row as unknown as ActivityEntry, params as ActivityFilter),
  },
};

const pick = (row: Row, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((field) => field in row).map((field) => [field, row[field]]));
