import { randomBytes } from 'node:crypto';

/** 24 hex digits, time first, like the MongoDB ObjectIds the old site's clients were written for. */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}
