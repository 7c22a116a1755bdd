import { randomBytes } from 'node:crypto';
import { ensureAccount } from '@texbridge/scripts/emulator';
import { apiAs } from './api.ts';
import { swatchPng } from './session.ts';
import type { SystemState } from './system.ts';

/**
 * Helpers for the visitor specs: the site's configured name, a console watcher, and records of the
 * specs' own (created through the real API with an admin token, removed afterwards) so that no spec
 * depends on the seed or on what the staff journeys running beside it add or delete.
 */

/** The {product} of docs/spec.md: the name the site is configured with (runtime-config.json). */
export async function siteNameOf(state: SystemState): Promise<string> {
  const response = await fetch(`${state.siteUrl}/runtime-config.json`);
  const config = (await response.json()) as { siteName: string };
  return config.siteName;
}

/**
 * A public list's oldest records, which are the seed's: staff journeys running beside the visitor specs
 * add their own records at the head of the lists (newest first) and delete only those.
 */
export async function oldest<T>(state: SystemState, path: string, count = 1): Promise<T[]> {
  const response = await fetch(state.apiUrl + path);
  if (!response.ok) throw new Error(`GET ${path} → ${response.status}`);
  const rows = (await response.json()) as T[];
  if (rows.length < count) throw new Error(`GET ${path} has ${rows.length} records; the specs need ${count}`);
  return rows.slice(-count).reverse();
}

/** A short tag that makes a title unique to one run of one test. */
export const uniqueTag = () => randomBytes(3).toString('hex').toUpperCase();

/** Uploads the small swatch PNG through POST /uploads; answers the /uploads/… URL the API stored. */
export async function uploadSwatch(state: SystemState): Promise<string> {
  const { idToken } = await ensureAccount(state.emulatorHost, state.admin);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(swatchPng.buffer)], { type: swatchPng.mimeType }), swatchPng.name);
  const response = await fetch(`${state.apiUrl}/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}` },
    body: form,
  });
  if (!response.ok) throw new Error(`POST /uploads → ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { url: string }).url;
}

export type Category = 'fibres' | 'yarn' | 'fabrics' | 'dyes' | 'garments' | 'other';

export interface ProductRecord {
  _id: string;
  title: string;
  desc: string;
  feature: string[];
  composition: string[];
  endUse: string;
  background: string;
  category: Category;
  productImage: string;
  /** The specification's minimum order, certificates and fibre content, where a test gives them. */
  moq?: { value: number; unit: string };
  certifications?: string[];
  fibres?: { fibre: string; percent: number }[];
}

export interface NewsRecord {
  _id: string;
  title: string;
  content: string;
  day: number;
  month: number;
  year: number;
  newsImage: string;
}

interface Inserted {
  insertedId: string;
}

/**
 * The category of the product a link such as /products/{id} points to, or undefined when the product
 * has gone meanwhile (a staff journey beside this one may delete its own).
 */
export async function categoryOfLink(state: SystemState, href: string | null): Promise<Category | undefined> {
  const id = /^\/products\/([^/?#]+)$/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`${href} is not a product link`);
  const response = await fetch(`${state.apiUrl}/products/${id}`);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`GET /products/${id} → ${response.status}`);
  return ((await response.json()) as ProductRecord).category;
}

/** Products, news and about sections this test made, removed again by `cleanup()` (call it in afterAll/afterEach). */
export async function fixtures(state: SystemState) {
  const api = await apiAs(state);
  let image: string | undefined;
  const products: string[] = [];
  const news: string[] = [];
  const about: string[] = [];
  const picture = async () => (image ??= await uploadSwatch(state));

  return {
    api,
    async product(title: string, category: Category, extra: Partial<ProductRecord> = {}): Promise<ProductRecord> {
      const body = {
        title,
        desc: `${title}: a product the end-to-end visitor specs made for themselves.`,
        feature: ['Even count', 'Low hairiness'],
        composition: ['100% cotton'],
        endUse: 'Knitted T-shirts',
        background: 'Spun in Narayanganj from imported lint.',
        category,
        productImage: await picture(),
        ...extra,
      };
      const { insertedId } = await api.post<Inserted>('/add-products', body);
      products.push(insertedId);
      return { _id: insertedId, ...body };
    },
    async news(
      title: string,
      date: { day: number; month: number; year: number },
      content = `${title}. A short item the visitor specs published for themselves.`,
    ): Promise<NewsRecord> {
      const body = { title, content, ...date, newsImage: await picture() };
      const { insertedId } = await api.post<Inserted>('/add-news', body);
      news.push(insertedId);
      return { _id: insertedId, ...body };
    },
    async about(title: string, paragraph: string) {
      const body = { title, paragraph, AboutImage: await picture() };
      const { insertedId } = await api.post<Inserted>('/add-about', body);
      about.push(insertedId);
      return { _id: insertedId, ...body };
    },
    async cleanup() {
      for (const id of about.splice(0)) await api.delete(`/delete-about/${id}`).catch(() => undefined);
      for (const id of products.splice(0)) await api.delete(`/delete-products/${id}`).catch(() => undefined);
      for (const id of news.splice(0)) await api.delete(`/delete-news/${id}`).catch(() => undefined);
    },
  };
}
