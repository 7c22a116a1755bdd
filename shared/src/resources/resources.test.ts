import { CONTENT_STAFF, INBOX_STAFF } from '../auth/roles.ts';
import { describe, expect, it } from 'vitest';
import { pathOf, queryKeys, withDefaults } from './define.ts';
import { enquiriesResource } from './enquiries.ts';
import { resources } from './index.ts';
import { newsResource } from './news.ts';
import { reviewsResource } from './reviews.ts';
import { slidersResource } from './sliders.ts';

/** Every method and path the contracts declare, as 'PUT /slider/:id'. */
const operations = resources.flatMap((resource) => [
  ...resource.list.paths.map((path) => `GET ${path}`),
  ...(resource.detail ? [`GET ${resource.detail.path}`] : []),
  ...(resource.create ? [`POST ${resource.create.path}`] : []),
  ...(resource.update ? [`${resource.update.method} ${resource.update.path}`] : []),
  ...(resource.remove ? [`DELETE ${resource.remove.path}`] : []),
  ...Object.values(resource.calls ?? {}).map((call) => `${call.method} ${call.path}`),
]);

describe('the resource contracts', () => {
  it('name each resource once, in the plural, and each operation once', () => {
    const names = resources.map((resource) => resource.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^(about|news|privacy|history|\w+s)$/);
    expect(new Set(operations).size).toBe(operations.length);
  });

  it('declare the calls of docs/spec.md §7', () => {
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /sliders',
        'POST /add-sliders',
        'PUT /slider/:id',
        'DELETE /delete-slide/:id',
        'GET /about-us',
        'PATCH /about/:id',
        'GET /news/:id',
        'GET /',
        'PUT /product/:id',
        'PATCH /privacy/:id',
        'DELETE /delete-reviews/:id',
        'PUT /users/:id',
        'GET /admin/:email',
        'DELETE /delete-users/:id',
      ]),
    );
  });

  it('keep the enquiry form public, content changes for content staff, the inbox for sales', () => {
    for (const resource of resources) {
      if (resource.create && resource !== enquiriesResource) expect(resource.create.access).toEqual(CONTENT_STAFF);
    }
    expect(enquiriesResource.create?.access).toBe('public');
    expect(enquiriesResource.list.access).toEqual(INBOX_STAFF);
  });
});

describe('withDefaults', () => {
  const today = new Date(2026, 10, 22, 9, 30);

  it("fills the news release date with today's, month zero-based", () => {
    expect(withDefaults(newsResource, { title: 'Mill visit' }, today)).toEqual({
      title: 'Mill visit',
      day: 22,
      month: 10,
      year: 2026,
    });
  });

  it('keeps what the body gives and fills what it leaves empty', () => {
    expect(withDefaults(newsResource, { day: 5, month: 0, year: 2025 }, today)).toEqual({
      day: 5,
      month: 0,
      year: 2025,
    });
    expect(withDefaults(reviewsResource, { rate: 5, date: '' }, today)).toEqual({ rate: 5, date: '22 - 11 - 2026' });
  });

  it('leaves a body alone when the resource has no defaults', () => {
    expect(withDefaults(slidersResource, { title: 'Yarn week' }, today)).toEqual({ title: 'Yarn week' });
  });
});

describe('pathOf', () => {
  it('fills and encodes every parameter', () => {
    expect(pathOf('/slider/:id', { id: 'a/b c' })).toBe('/slider/a%2Fb%20c');
    expect(pathOf('/admin/:email', { email: 'ayesha@texbridge.example' })).toBe('/admin/ayesha%40texbridge.example');
  });

  it('refuses a template whose parameter is missing', () => {
    expect(() => pathOf('/news/:id', {})).toThrow('/news/:id needs id');
  });
});

describe('queryKeys', () => {
  it("root every key at the resource's name", () => {
    const keys = queryKeys(newsResource);
    expect(keys.all).toEqual(['news']);
    expect(keys.list({ page: 2, limit: 10 })).toEqual(['news', 'list', { page: 2, limit: 10 }]);
    expect(keys.list()).toEqual(['news', 'list', {}]);
    expect(keys.detail('abc')).toEqual(['news', 'detail', 'abc']);
  });
});
