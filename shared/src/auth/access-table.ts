import { isPublicRead, operations, type Operation } from './permissions.ts';
import { admits, type Access, type Role } from './roles.ts';

/**
 * docs/security.md's summary of the access matrix, written from the declarations (permissions.ts): one row per
 * call that is not public, with the name `GET /me`'s `can` gives it and who is let in; the public calls in one
 * row. `access-table.test.ts` holds the document to it, so the table cannot drift from what the API enforces.
 */

const COLUMNS: { title: string; role: Role | null | 'anonymous' }[] = [
  { title: 'anonymous', role: 'anonymous' },
  { title: 'buyer', role: null },
  { title: 'sales', role: 'sales' },
  { title: 'editor', role: 'editor' },
  { title: 'admin', role: 'admin' },
];

const lets = (access: Access, role: Role | null | 'anonymous') =>
  access === 'public' || (role !== 'anonymous' && admits(access, role)) ? '✓' : '—';
const pathOf = (one: Operation) => `\`${one.method} ${one.path.replace(/:(\w+)/g, '{$1}')}\``;

/** The table's lines, unpadded (Prettier pads them in the document). */
export function accessTableLines(): string[] {
  const header = ['call', '`can`', ...COLUMNS.map((column) => column.title)];
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const guarded = operations.filter((one) => one.access !== 'public');
  const publicReads = operations.filter(isPublicRead).length;
  const publicWrites = operations.filter((one) => one.access === 'public' && !isPublicRead(one));
  return [
    row(header),
    row(header.map(() => '---')),
    row([`${publicReads} public reads, ${publicWrites.map(pathOf).join(', ')}`, '', ...COLUMNS.map(() => '✓')]),
    ...guarded.map((one) =>
      row([pathOf(one), `\`${one.id}\``, ...COLUMNS.map((column) => lets(one.access, column.role))]),
    ),
  ];
}
