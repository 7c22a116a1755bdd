import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { describeTranslationIssues, toValidationIssue } from '@texbridge/shared/api/describe-issue';
import { addInDefaultLocaleMessage } from '@texbridge/shared/locales/locale-query';
import { DEFAULT_LOCALE, LOCALES, type TranslatedLocale } from '@texbridge/shared/locales/locales';
import { localizedFields, withTranslation, type Translations } from '@texbridge/shared/locales/translations';
import { translationSchemaOf } from '@texbridge/shared/resources/field-schemas';
import type { Fields } from '@texbridge/shared/resources/fields';
import { translationDetail } from '@texbridge/shared/resources/history';
import { HttpError } from '../../platform/errors.ts';
import { addHistory } from './add-history.ts';
import { localeOf } from './locale-reads.ts';
import type { ResourceParts } from './parts.ts';

/** An edit's words in a translated locale, checked, kept aside from the body the route validates. */
interface SentTranslation {
  locale: TranslatedLocale;
  values: Record<string, unknown>;
}
const translationOf = new WeakMap<FastifyRequest, SentTranslation>();

/**
 * The edit's hook before its body is validated (docs/adding-a-language.md): with `?locale=` a translated
 * locale, the body is that locale's words, checked against the fields' own rules in that language
 * (translationSchemaOf: only localized fields, each may be emptied) and refused naming the field and the language;
 * the route then validates an empty body, and the handler writes the words kept aside.
 */
export function translationBody(fields: Fields) {
  const schema = translationSchemaOf(fields);
  return async (request: FastifyRequest) => {
    const locale = localeOf(request);
    if (locale === undefined || locale === DEFAULT_LOCALE) return;
    const checked = schema.safeParse(request.body);
    if (!checked.success) {
      const issues = checked.error.issues.map(toValidationIssue);
      throw new HttpError(400, describeTranslationIssues(issues, LOCALES[locale].name));
    }
    translationOf.set(request, { locale, values: checked.data });
    request.body = {};
  };
}

/** The translated words an edit carries, if it is an edit in a translated locale. */
export const sentTranslation = (request: FastifyRequest) => translationOf.get(request);

/**
 * Writes a locale's words into the record's `translations`, merged with what is there (withTranslation), in one
 * transaction with the row read locked: its revision holds the record with every locale's words, and its log
 * line says which language's fields changed.
 */
export async function writeTranslation(
  parts: ResourceParts,
  request: FastifyRequest,
  id: string,
  sent: SentTranslation,
) {
  const { store, announce, translated } = parts;
  const fields = translated!;
  let changed: string[] = [];
  const language = LOCALES[sent.locale].name;
  return store.update(
    id,
    (current) => {
      const before = current.translations as Translations | undefined;
      const after = withTranslation(before, fields, sent.locale, sent.values);
      changed = localizedFields(fields)
        .filter(([name]) => !isDeepStrictEqual(before?.[sent.locale]?.[name], after[sent.locale]?.[name]))
        .map(([, field]) => field.label);
      return { translations: after };
    },
    undefined,
    { ...announce(), also: addHistory(parts, request, 'update', () => translationDetail(language, changed)) },
  );
}

/**
 * The add's hook: a record is written in the default locale first, so an add in another is refused rather than
 * stored as the default's words (an unknown locale too, in its own sentence).
 */
export function addInDefaultLocale(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  const locale = localeOf(request);
  if (locale !== undefined && locale !== DEFAULT_LOCALE) throw new HttpError(400, addInDefaultLocaleMessage(locale));
  done();
}
