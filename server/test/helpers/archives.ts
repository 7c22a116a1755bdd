import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { MANIFEST_NAME, type Manifest } from '../../src/backup/format.ts';

/** Every entry of a backup archive, by name, in the archive's order. */
export async function entriesOf(archive: string | Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  const source = typeof archive === 'string' ? createReadStream(archive) : Readable.from([archive]);
  const feeding = pipeline(source, createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  await feeding;
  return entries;
}

/** Writes entries back into a .tar.gz, in their order: an archive someone changed. */
export async function packEntries(entries: Map<string, Buffer>, path: string) {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(path));
  for (const [name, bytes] of entries) pack.entry({ name, size: bytes.length }, bytes);
  pack.finalize();
  await written;
}

export const manifestOf = (entries: Map<string, Buffer>) =>
  JSON.parse(entries.get(MANIFEST_NAME)!.toString()) as Manifest;
