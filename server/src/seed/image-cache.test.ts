import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { saveWebp } from '../media/images.ts';
import { localStore } from '../media/storage/local-store.ts';
import { openSeedImageCache, seedCopiesMade } from './image-cache.ts';
import { IMAGE_SIZES, renderScene, scenesRasterised, type Scene } from './patterns/render.ts';

const root = mkdtempSync(join(tmpdir(), 'texbridge-seed-cache-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
const folder = () => join(root, `f${++folders}`);

const scene: Scene = { kind: 'card' };
const { w, h } = IMAGE_SIZES.review;
/** A fresh drawing, through a cache that keeps nothing (its folder cannot be made: a file is in the way). */
const inTheWay = join(root, 'a-file');
writeFileSync(inTheWay, '');
const uncached = () => openSeedImageCache(join(inTheWay, 'cache'));
const fresh = () => renderScene(scene, w, h, 7, uncached());

/** Counts rasterisations during `work`. */
async function drawn<T>(work: () => Promise<T>): Promise<[number, T]> {
  const before = scenesRasterised();
  const result = await work();
  return [scenesRasterised() - before, result];
}

describe('the seed image cache', () => {
  it('draws a scene once: a second seed takes the same bytes from the cache', async () => {
    const dir = folder();
    const [first, bytes] = await drawn(() => renderScene(scene, w, h, 7, openSeedImageCache(dir)));
    const [second, again] = await drawn(() => renderScene(scene, w, h, 7, openSeedImageCache(dir)));
    expect(first).toBe(1);
    expect(second).toBe(0);
    expect(again.equals(await fresh())).toBe(true);
    expect(bytes.equals(again)).toBe(true);
  });

  it('keeps a drawing per scene: another seed number is drawn, not taken', async () => {
    const dir = folder();
    await renderScene(scene, w, h, 7, openSeedImageCache(dir));
    const [other] = await drawn(() => renderScene(scene, w, h, 8, openSeedImageCache(dir)));
    expect(other).toBe(1);
  });

  it('draws a damaged entry again, and mends it', async () => {
    const dir = folder();
    await renderScene(scene, w, h, 7, openSeedImageCache(dir));
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const entry = readFileSync(path);
      entry[entry.length - 10]! ^= 0xff;
      writeFileSync(path, entry);
    }
    const [redrawn, bytes] = await drawn(() => renderScene(scene, w, h, 7, openSeedImageCache(dir)));
    expect(redrawn).toBe(1);
    expect(bytes.equals(await fresh())).toBe(true);
    const [mended] = await drawn(() => renderScene(scene, w, h, 7, openSeedImageCache(dir)));
    expect(mended).toBe(0);
  });

  it('still draws when its folder cannot be made, and seeds nothing wrong', async () => {
    const [count, bytes] = await drawn(() => renderScene(scene, w, h, 7, uncached()));
    expect(count).toBe(1);
    expect(bytes.equals(await fresh())).toBe(true);
  });

  it('does not use a folder others may write to (a shared machine)', async () => {
    const dir = folder();
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    await renderScene(scene, w, h, 7, openSeedImageCache(dir));
    const [second] = await drawn(() => renderScene(scene, w, h, 7, openSeedImageCache(dir)));
    expect(second).toBe(1);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("keeps the upload pipeline's narrower copies: a second seed makes none, and stores the same files", async () => {
    const dir = folder();
    const webp = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#3a6' } })
      .webp()
      .toBuffer();
    const firstStore = localStore(folder());
    const secondStore = localStore(folder());
    const before = seedCopiesMade();
    await saveWebp(webp, openSeedImageCache(dir).storeCopies(firstStore));
    const made = seedCopiesMade() - before;
    await saveWebp(webp, openSeedImageCache(dir).storeCopies(secondStore));
    expect(made).toBe(4);
    expect(seedCopiesMade() - before).toBe(made);
    const names = (await firstStore.list()).sort();
    expect((await secondStore.list()).sort()).toEqual(names);
    for (const name of names) expect((await secondStore.get(name))!.equals((await firstStore.get(name))!)).toBe(true);
  });
});
