/**
 * What the agency is, in one sentence: its Organization's description (organization-json-ld.ts) and the
 * home page's meta description say the same. A module of its own, so the home page's code carries the
 * sentence and nothing else of the structured data.
 */
export const ORGANIZATION_DESCRIPTION =
  'A textile sourcing agency in Dhaka linking buyers with mills and suppliers of fibre, yarn, fabrics, dyes & chemicals, and garments.';
