import { safeRedirectTarget } from './redirect-target.ts';

describe('the redirect after sign-in', () => {
  it.each([
    ['/admin/news?page=2', '/admin/news?page=2'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['admin', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });
});
