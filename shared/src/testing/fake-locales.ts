import { describeTranslationIssues, toValidationIssue } from '../api/describe-issue.ts';
import { messages } from '../api/messages.ts';
import { DEFAULT_PAGE_LIMIT } from '../constants.ts';
import { addInDefaultLocaleMessage, unknownFallbackMessage } from '../locales/locale-query.ts';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  TRANSLATED_LOCALES,
  unknownLocaleMessage,
  type Locale,
  type TranslatedLocale,
} from '../locales/locales.ts';
import {
  hasLocalizedFields,
  inLocale,
  translationStatus,
  withTranslation,
  type Translations,
} from '../locales/translations.ts';
import type { ResourceContract } from '../resources/define.ts';
import type { Fields } from '../resources/fields.ts';
import { translationSchemaOf } from '../resources/field-schemas.ts';
import { resources } from '../resources/index.ts';
import type { FakeAccount, FakeApi } from './fake-api.ts';
import { errorResponse, json, readJson } from './fake-http.ts';

/**
 * The fake API's locales (docs/adding-a-language.md, "The API"), around `createFakeApi`: a record in its db keeps
 * its other locales' words in `translations`, as the real table does, and no answer shows them. Reads take
 * `?locale=`, `?fallback=none` (with each record's `translationStatus`) and, on lists, `?untranslated=`; an edit
 * with `?locale=zh` writes that locale's words, merged; an add in a translated locale is refused. Each answer is
 * the shared functions' (`inLocale`, `translationStatus`, `withTranslation`, `translationSchemaOf`), as the real
 * API's is, in the real API's sentences.
 */

type Row = { _id: string; translations?: Translations } & Record<string, unknown>;

interface Translated {
  contract: ResourceContract;
  fields: Fields;
}

const translatedResources: Translated[] = (resources as readonly ResourceContract[]).flatMap((contract) =>
  contract.fields && hasLocalizedFields(contract.fields) ? [{ contract, fields: contract.fields }] : [],
);

/** '/news/:id' → a pattern with the id captured. */
const patternOf = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:\w+/g, '/([^/]+)')}$`);

const READING = ['locale', 'fallback', 'untranslated'];

/** A record as a read in `locale` answers it: without its `translations`, and with `fallback=none` its statuses. */
function readIn(stored: Row | undefined, answered: Row, fields: Fields, locale: Locale, none: boolean) {
  const { translations: _kept, ...record } = answered;
  const words = stored?.translations;
  const read = inLocale(record, words, fields, locale, none ? 'none' : 'default');
  if (!none) return read;
  const status = Object.fromEntries(TRANSLATED_LOCALES.map((to) => [to, translationStatus(record, words, fields, to)]));
  return { ...read, translationStatus: status };
}

/** The query's reading, or the 400 the real API answers for an unknown locale, fallback or untranslated. */
function readingOf(url: URL) {
  const locale = url.searchParams.get('locale');
  const fallback = url.searchParams.get('fallback');
  const untranslated = url.searchParams.get('untranslated');
  if (locale !== null && !isLocale(locale)) return { refusal: errorResponse(400, unknownLocaleMessage(locale)) };
  if (fallback !== null && fallback !== 'none')
    return { refusal: errorResponse(400, unknownFallbackMessage(fallback)) };
  if (untranslated !== null && !TRANSLATED_LOCALES.includes(untranslated as TranslatedLocale)) {
    return { refusal: errorResponse(400, `untranslated must be one of ${TRANSLATED_LOCALES.join(', ')}`) };
  }
  return {
    locale: (locale ?? DEFAULT_LOCALE) as Locale,
    named: locale !== null,
    none: fallback === 'none',
    untranslated: (untranslated ?? undefined) as TranslatedLocale | undefined,
  };
}

/** A test record with its other locales' words, kept as the API's table keeps them (no answer shows them). */
export const withTranslations = <TRecord extends { _id: string }>(record: TRecord, translations: Translations) =>
  ({ ...record, translations }) as TRecord;

/**
 * `api` answering in every locale. `signIn` is the fake API's own: a Chinese edit needs a staff account, as an
 * English one does.
 */
export function withLocales(api: FakeApi, signIn: (token: string) => FakeAccount | undefined): FakeApi {
  const rowsOf = (contract: ResourceContract) => (api.db as Record<string, Row[]>)[contract.name] ?? [];

  async function read(request: Request, url: URL, { contract, fields }: Translated, list: boolean) {
    const reading = readingOf(url);
    if ('refusal' in reading) return reading.refusal;
    const inner = new URL(url);
    for (const name of READING) inner.searchParams.delete(name);
    // The untranslated ones are counted and paged here, from the whole list the inner API answers.
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = url.searchParams.get('limit');
    const paged = list && reading.untranslated && (url.searchParams.has('page') || limit !== null);
    if (paged) ['page', 'limit'].forEach((name) => inner.searchParams.delete(name));
    const answer = await api.handle(new Request(inner, request));
    // The log shows the request as it was sent, its locale's parameters included.
    const logged = api.requests.at(-1);
    if (logged?.path === url.pathname) logged.search = url.search;
    if (!answer?.ok) return answer;
    const stored = new Map(rowsOf(contract).map((row) => [row._id, row]));
    const body = (await answer.json()) as Row | Row[];
    const answerOf = (row: Row) => readIn(stored.get(row._id), row, fields, reading.locale, reading.none);
    const headers: Record<string, string> = {};
    if (reading.named) headers['content-language'] = LOCALES[reading.locale].tag;
    if (!Array.isArray(body)) return json(answerOf(body), 200, headers);
    const total = answer.headers.get('x-total-count');
    let rows = body;
    if (reading.untranslated) {
      const to = reading.untranslated;
      rows = rows.filter((row) => translationStatus(row, stored.get(row._id)?.translations, fields, to) !== 'complete');
    }
    if (paged) {
      const size = Number(limit ?? DEFAULT_PAGE_LIMIT);
      headers['x-total-count'] = String(rows.length);
      rows = rows.slice((page - 1) * size, page * size);
    } else if (total !== null) headers['x-total-count'] = reading.untranslated ? String(rows.length) : total;
    return json(rows.map(answerOf), 200, headers);
  }

  async function edit(request: Request, url: URL, { contract, fields }: Translated, id: string, locale: Locale) {
    const { body } = await readJson(request.clone());
    api.requests.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      authorization: request.headers.get('authorization'),
      ...(body === undefined ? {} : { body }),
    });
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!token) return errorResponse(401, messages.noToken);
    const caller = signIn(token);
    if (!caller?.email) return errorResponse(401, messages.badToken);
    if (!caller.role) return errorResponse(403, messages.notAdmin);
    const checked = translationSchemaOf(fields).safeParse(body);
    if (!checked.success) {
      const issues = checked.error.issues.map(toValidationIssue);
      return errorResponse(400, describeTranslationIssues(issues, LOCALES[locale].name));
    }
    const record = rowsOf(contract).find((row) => row._id === id);
    if (!record) return errorResponse(404, messages.notFound(contract.noun, id));
    const after = withTranslation(record.translations, fields, locale as TranslatedLocale, checked.data);
    const modified = JSON.stringify(after) !== JSON.stringify(record.translations ?? {});
    record.translations = after;
    return json({ acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 });
  }

  async function handle(request: Request): Promise<Response | undefined> {
    const url = new URL(request.url);
    const locale = url.searchParams.get('locale');
    for (const translated of translatedResources) {
      const { list, detail, create, update } = translated.contract;
      if (request.method === 'GET') {
        if (list.paths.some((path) => patternOf(path).test(url.pathname))) return read(request, url, translated, true);
        // Not a list's facet counts, which its detail's pattern would take.
        const facets = url.pathname.endsWith('/facets');
        if (detail && !facets && patternOf(detail.path).test(url.pathname))
          return read(request, url, translated, false);
      }
      if (locale === null || locale === DEFAULT_LOCALE) continue;
      if (!isLocale(locale)) continue;
      if (create && request.method === 'POST' && patternOf(create.path).test(url.pathname)) {
        return errorResponse(400, addInDefaultLocaleMessage(locale as TranslatedLocale));
      }
      const id = update?.method === request.method ? patternOf(update.path).exec(url.pathname)?.[1] : undefined;
      if (id) return edit(request, url, translated, decodeURIComponent(id), locale);
    }
    if (locale !== null && !isLocale(locale) && request.method !== 'GET') {
      return errorResponse(400, unknownLocaleMessage(locale));
    }
    return api.handle(request);
  }

  return { ...api, handle };
}
