import { randomBytes } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from './file-store.ts';

/** Writes through a temporary name: a file at a stored name is always whole, even after a crash. */
async function writeAtomically(path: string, bytes: Buffer) {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Uploads in a folder of the local disk (UPLOAD_DIR), served by @fastify/static. */
export function localStore(dir: string): FileStore & { dir: string } {
  let made: Promise<unknown> | undefined;
  return {
    kind: 'local',
    dir,
    async put(name, bytes) {
      await (made ??= mkdir(dir, { recursive: true }));
      await writeAtomically(join(dir, name), bytes);
    },
    get: (name) =>
      readFile(join(dir, name)).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      }),
    has: (name) =>
      access(join(dir, name)).then(
        () => true,
        () => false,
      ),
    list: () =>
      readdir(dir).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      }),
    delete: (name) => rm(join(dir, name), { force: true }),
    publicUrl: () => undefined,
    close: async () => {},
  };
}
