import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../constants.ts';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../locales/locales.ts';
import { problems } from '../schemas/field-rules.ts';
import { pageQuery, text } from '../schemas/common.ts';
import { searchReads } from './public-reads.ts';

/** docs/search.md: `GET /search?q=&page=&limit=&locale=`. */
export const searchQuery = pageQuery.extend({
  q: text().trim().min(1, problems.required).max(searchReads.queryMax),
  // A string, not an enum: the API refuses an unknown one with unknownLocaleMessage's sentence as it is.
  locale: text()
    .optional()
    .describe(
      `The language the matches are answered in: ${LOCALE_CODES.join(', ')} (${DEFAULT_LOCALE} by default). Each translated field falls back to ${DEFAULT_LOCALE} where its translation is missing; the search itself finds words of every language.`,
    ),
});

/** One match: a product or a news item, with the words around what matched. */
const searchHit = z.object({
  type: z.enum(['product', 'news']),
  _id: z.string(),
  title: z.string(),
  /** Up to about 160 characters of the description or the article, around the first word that matched. */
  snippet: z.string(),
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  image: z.string().optional(),
  /** A product's sourcing facts, those it has, so a result says what a buyer compares first. */
  moq: z.object({ value: z.number(), unit: z.string() }).optional(),
  origin: z.string().optional(),
  certifications: z.array(z.string()).optional(),
});

export const searchResult = z.object({
  /** How many match, counted up to `searchReads.matchesMax`. */
  total: z.number().int(),
  items: z.array(searchHit),
  /** Present when more match than `total` counts: only the first `searchReads.matchesMax` are listed. */
  capped: z.literal(true).optional(),
  /** The words searched instead, when the search's own matched nothing and looked like typos. */
  corrected: z.string().optional(),
});

export type SearchHit = z.infer<typeof searchHit>;
export type SearchResult = z.infer<typeof searchResult>;
