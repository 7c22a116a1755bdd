import { expect } from 'vitest';

/** Helmet's headers as the API sends them on every answer but /docs: data that loads nothing and is framed by no one. */
export function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin');
}
