import type { User } from '@texbridge/shared/resources/users';
import { make as records } from '@texbridge/shared/testing/records';
import { ADMIN } from './auth.ts';

export { IMAGE, many } from '@texbridge/shared/testing/records';

/** The shared records (shared/src/testing/records.ts), plus the dashboard's own signed-in admin. */
export const make = {
  ...records,
  /** The signed-in test admin's own row (testing/auth.ts ADMIN): the API refuses to delete it. */
  me: (over: Partial<User> = {}): User =>
    records.user({ displayName: ADMIN.displayName, email: ADMIN.email!, role: 'admin', ...over }),
};

const MAGIC: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/gif': [...'GIF89a'].map((char) => char.charCodeAt(0)),
  'image/webp': [...'RIFF\0\0\0\0WEBP'].map((char) => char.charCodeAt(0)),
  'image/avif': [0, 0, 0, 0x1c, ...'ftypavif'].map((char) => (typeof char === 'number' ? char : char.charCodeAt(0))),
};

/** A small file for the image pickers, starting with the magic number of its type (as a real image does). */
export const imageFile = (name = 'loom.png', type = 'image/png', bytes = 1024) => {
  const content = new Uint8Array(bytes);
  content.set((MAGIC[type] ?? []).slice(0, bytes));
  return new File([content], name, { type });
};

/** A PDF renamed to look like an image: an image's name and type, a document's bytes. */
export const pdfRenamedAsImage = (name = 'brochure.jpg') =>
  new File(['%PDF-1.7\n%âãÏÓ\n1 0 obj'], name, { type: 'image/jpeg' });
