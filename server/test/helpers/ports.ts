// The repository's one free-port helper (scripts/lib/ports.mjs), for the API suite's helpers.
export { freePort } from '@texbridge/scripts/ports';
