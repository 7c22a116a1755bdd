// Nothing imported here: every page's header reads this (the quote basket's count), and a larger module
// would bring all it exports into every page's first load (docs/performance.md).

/** How many products one request for quotation names (docs/quotes.md); the basket holds at most as many. */
export const RFQ_LINES = { min: 1, max: 50 } as const;
