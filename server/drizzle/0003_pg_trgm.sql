-- Trigram similarity for search that forgives typos (docs/search.md). PGlite loads the extension's code
-- itself (src/db/client.ts); PostgreSQL has it from its contrib package, and it is trusted, so the
-- database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
