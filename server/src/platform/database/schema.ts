/**
 * Every table, by the room that owns it, for Drizzle (client.ts, drizzle-kit's schema in drizzle.config.ts)
 * and for the rooms that read them.
 */
export * from './schema/content.ts';
export * from './schema/users.ts';
export * from './schema/requests.ts';
export * from './schema/history.ts';
