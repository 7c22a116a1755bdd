// `npm run storage:migrate`: copies the uploads in UPLOAD_DIR into the S3 bucket that STORAGE=s3 names,
// and reads each object back to check it against the file by its SHA-256 (docs/scaling.md).
import { createHash } from 'node:crypto';
import { loadConfig } from '../platform/config.ts';
import { isStoredFileName } from '../media/image-variants.ts';
import { localStore } from '../media/storage/local-store.ts';
import { openFileStore } from '../media/storage/open.ts';
import { runCli } from './run-cli.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

await runCli(async () => {
  const config = loadConfig();
  if (config.storage.kind !== 's3')
    throw new Error(
      `STORAGE is ${config.storage.kind}: set STORAGE=s3 and the S3_ variables of the bucket to copy ${config.uploadDir} into.`,
    );
  const bucketName = config.storage.bucket;
  const local = localStore(config.uploadDir);
  const bucket = openFileStore(config);
  try {
    const names = (await local.list()).filter(isStoredFileName).sort();
    let copied = 0;
    let present = 0;
    for (const name of names) {
      const bytes = (await local.get(name))!;
      const want = sha256(bytes);
      const there = await bucket.get(name);
      if (there && sha256(there) === want) {
        present += 1;
        continue;
      }
      await bucket.put(name, bytes);
      const back = await bucket.get(name);
      if (!back || sha256(back) !== want)
        throw new Error(
          `${name} reads back from the bucket ${bucketName} ${back ? 'with other bytes' : 'as missing'}: ${copied} copied before it. Nothing was deleted; run the command again.`,
        );
      copied += 1;
    }
    console.log(
      `${names.length} uploads in ${config.uploadDir}: ${copied} copied to the bucket ${bucketName}, ${present} already there; every one read back and checked by its SHA-256.`,
    );
  } finally {
    await bucket.close();
  }
});
