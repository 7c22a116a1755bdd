import { getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import { describeIssues, describeTranslationIssues, toValidationIssue } from '@texbridge/shared/api/describe-issue';
import { LOCALES, TRANSLATED_LOCALES } from '@texbridge/shared/locales/locales';
import { withTranslation, type Translations } from '@texbridge/shared/locales/translations';
import type { ResourceContract } from '@texbridge/shared/resources/define';
import { translationSchemaOf } from '@texbridge/shared/resources/field-schemas';
import type { ResourceTable } from '../platform/database/store.ts';
import { HttpError } from '../platform/errors.ts';

const noLongerPasses = (contract: ResourceContract, problems: string) =>
  new HttpError(
    400,
    `${problems}: this version no longer passes the ${contract.noun}'s rules, so edit the ${contract.noun} instead`,
  );

/**
 * A revision's words in the other locales as they are written back (docs/adding-a-language.md): each translated
 * locale's, checked against today's rules in its language; a revision without any (one of a record never
 * translated, or kept before there were locales) clears them, as a field the revision lacks is cleared.
 */
function restorableTranslations(contract: ResourceContract, stored: unknown): Translations {
  const fields = contract.fields;
  let restored: Translations = {};
  if (!fields) return restored;
  const schema = translationSchemaOf(fields);
  for (const locale of TRANSLATED_LOCALES) {
    const words = (stored as Translations | undefined)?.[locale];
    if (words === undefined) continue;
    const checked = schema.safeParse(words);
    if (!checked.success) {
      const issues = checked.error.issues.map(toValidationIssue);
      throw noLongerPasses(contract, describeTranslationIssues(issues, LOCALES[locale].name));
    }
    restored = withTranslation(restored, fields, locale, checked.data);
  }
  return restored;
}

/**
 * A revision's record as the values to write back: every field the resource's add accepts, a field the
 * revision lacks cleared, and where the table keeps other locales, their words. Refused, naming the field, when
 * it no longer passes today's rules (a field that has become required since).
 */
export function restorable(
  contract: ResourceContract,
  table: ResourceTable,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const body = contract.create?.body;
  if (!(body instanceof z.ZodObject))
    throw new Error(`${contract.name}: a revision needs its add's body to be checked against`);
  const fields = Object.keys(body.shape as Record<string, unknown>);
  const picked = Object.fromEntries(
    fields.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]),
  );
  const checked = body.safeParse(picked);
  if (!checked.success) {
    throw noLongerPasses(contract, describeIssues(checked.error.issues.map(toValidationIssue), 'body'));
  }
  const values = Object.fromEntries(fields.map((field) => [field, data[field] ?? null]));
  if ('translations' in getTableColumns(table))
    values.translations = restorableTranslations(contract, data.translations);
  return values;
}
