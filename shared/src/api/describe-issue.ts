import type { z } from 'zod';
import { problems } from '../schemas/field-rules.ts';

/**
 * One validation problem as Fastify reports it (fastify-type-provider-zod turns each zod issue into this):
 * the zod code as `keyword`, the path as a JSON pointer, and the issue's other fields as `params`.
 */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string | undefined;
  params: Record<string, unknown>;
}

/** An issue inside an invalid_union, as zod reports it. */
interface UnionIssue {
  code: string;
  path: PropertyKey[];
  message?: string;
  [key: string]: unknown;
}

/** A zod issue in Fastify's shape, as fastify-type-provider-zod's createValidationError makes it. */
export function toValidationIssue(issue: z.core.$ZodIssue): ValidationIssue {
  const { code, path, message, ...params } = issue;
  return { keyword: code, instancePath: `/${path.map(String).join('/')}`, message, params };
}

function unit(origin: unknown) {
  if (origin === 'string') return ' characters';
  if (origin === 'array') return ' items';
  return '';
}

/**
 * Whether a schema gave a size rule words of its own ("must be more than 0", "must name at least one
 * product"), rather than zod's ("Too small: …"), which say less than ours.
 */
const hasOwnWords = (issue: ValidationIssue) =>
  issue.message !== undefined && !/^Too (small|big)\b/.test(issue.message);

/**
 * The API's sentence for one problem, starting with the field's name, so a form can show it next to the
 * field. `context` is where the value came from (Fastify's validationContext: body, querystring, params).
 */
export function describeIssue(issue: ValidationIssue, context: string | undefined): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = path || (context === 'body' ? 'body' : (context ?? 'request'));
  const p = issue.params;
  switch (issue.keyword) {
    case 'unrecognized_keys': {
      const keys = (p.keys as string[]).map((key) => (path ? `${path}.${key}` : key));
      return `${keys.join(', ')} ${keys.length > 1 ? 'are not accepted fields' : 'is not an accepted field'}`;
    }
    case 'invalid_type': {
      // zod reports the received type only in its message ("… received undefined").
      const received = /received (\w+)$/.exec(issue.message ?? '')?.[1];
      if (received === 'undefined') return `${field} ${problems.required}`;
      const expected = String(p.expected);
      if (expected === 'int') return `${field} must be a whole number`;
      return `${field} must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`;
    }
    case 'too_big':
      // A form that checks with zod/mini sets this sentence itself, from the same words.
      if (p.origin === 'string') return `${field} ${problems.tooLong(Number(p.maximum))}`;
      if (hasOwnWords(issue)) return `${field} ${issue.message}`;
      return `${field} must be at most ${String(p.maximum)}${unit(p.origin)}`;
    case 'too_small':
      if (issue.message === problems.required || hasOwnWords(issue)) return `${field} ${issue.message}`;
      return `${field} must be at least ${String(p.minimum)}${unit(p.origin)}`;
    case 'invalid_value':
      // An enum without words of its own (the pipeline's statuses): its values, as fields.ts words an enum.
      if (Array.isArray(p.values) && /^Invalid (option|input)/.test(issue.message ?? '')) {
        return `${field} must be one of ${(p.values as unknown[]).map(String).join(', ')}`;
      }
      return `${field} ${issue.message ?? 'is invalid'}`;
    case 'invalid_union': {
      // '' | e-mail and the like: the branch that took the value's type says what is wrong with it.
      const branch = (p.errors as UnionIssue[][] | undefined)?.find(
        (issues) => issues[0] && !issues.every((i) => i.code === 'invalid_type' || i.code === 'invalid_value'),
      );
      if (!branch?.[0]) return `${field} is invalid`;
      const { code, path: inner, message, ...params } = branch[0];
      const sub = inner.map(String).join('/');
      return describeIssue(
        { keyword: code, instancePath: sub ? `${issue.instancePath}/${sub}` : issue.instancePath, message, params },
        context,
      );
    }
    default:
      return `${field} ${issue.message ?? 'is invalid'}`;
  }
}

/** The API's 400 message: the first five problems' sentences, joined by '; '. */
export const describeIssues = (issues: readonly ValidationIssue[], context: string | undefined) =>
  issues
    .slice(0, 5)
    .map((issue) => describeIssue(issue, context))
    .join('; ');

/**
 * The API's 400 message for a translation's problems (docs/adding-a-language.md): each field named with its
 * language, 'title (中文) must be at most 200 characters'; a field that is not translated, or not a field, is
 * named alone.
 */
export const describeTranslationIssues = (issues: readonly ValidationIssue[], language: string) =>
  describeIssues(
    issues.map((issue) =>
      issue.instancePath.length > 1 && issue.message !== problems.notTranslated && issue.keyword !== 'unrecognized_keys'
        ? { ...issue, instancePath: `${issue.instancePath} (${language})` }
        : issue,
    ),
    'body',
  );
