/** The API's origin in tests, and the ID token the fake provider hands out. */
export const API = 'http://api.test';
export const TEST_TOKEN = 'test-id-token';
