import { safeRedirectTarget } from './redirect-target.ts';

describe('the redirect after sign-in', () => {
  it.each([
    ['/admin/news?page=2', '/admin/news?page=2'],
    ['/news#latest', '/news#latest'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/admin'],
    ['//evil.example/', '/admin'],
    ['/\\evil.example', '/admin'],
    // Browsers drop tabs and newlines from URLs: these are //evil.example to them.
    ['/\t/evil.example', '/admin'],
    ['/\n/evil.example', '/admin'],
    ['/\r\n/evil.example', '/admin'],
    ['javascript:alert(1)', '/admin'],
    ['admin', '/admin'],
  ])('%j → %s', (input, expected) => {
    expect(safeRedirectTarget(input, 'https://texbridge.example')).toBe(expected);
  });
});
