import type { z } from 'zod';
import type { Method, ResourceContract } from '../resources/define.ts';
import { resources } from '../resources/index.ts';
import { facetsPathOf } from '../resources/public-reads.ts';
import { admits, CONTENT_STAFF, isStaffAccess, type Access, type Role, type Staff } from './roles.ts';

/**
 * Every call of the API with the roles it admits, read from the contracts (docs/security.md, "Roles"): the
 * server registers each route with its declared access, `GET /me` answers `can` from these, the access-matrix
 * test calls each of them as every kind of caller, and docs/security.md's table is written from them.
 */

/** Which part of a contract declares an operation: `call:<name>` for one of its `calls`. */
type OperationKind = 'list' | 'facets' | 'detail' | 'create' | 'update' | 'remove' | `call:${string}`;

export interface Operation {
  resource: string;
  kind: OperationKind;
  /** The name `can` uses: `products.update`, `rfqs.followUp`, `users.setRole`. */
  id: string;
  method: Method;
  /** Fastify's notation, '/news/:id'. */
  path: string;
  access: Access;
  body?: z.ZodType | undefined;
}

const operation = (
  resource: string,
  kind: OperationKind,
  fields: Omit<Operation, 'resource' | 'kind' | 'id'>,
): Operation => ({ resource, kind, id: `${resource}.${kind.replace(/^call:/, '')}`, ...fields });

/** Every call a contract declares; a detail is anyone's (define.ts). */
export function operationsOf(contract: ResourceContract): Operation[] {
  const { name, list, detail, create, update, remove, calls } = contract;
  const get = 'GET' as const;
  return [
    ...list.paths.map((path) => operation(name, 'list', { method: get, path, access: list.access })),
    ...(list.facets
      ? [operation(name, 'facets', { method: get, path: facetsPathOf(contract), access: list.access })]
      : []),
    ...(detail ? [operation(name, 'detail', { method: get, path: detail.path, access: 'public' })] : []),
    ...(create
      ? [operation(name, 'create', { method: 'POST', path: create.path, access: create.access, body: create.body })]
      : []),
    ...(update ? [operation(name, 'update', update)] : []),
    ...(remove ? [operation(name, 'remove', { method: 'DELETE', path: remove.path, access: remove.access })] : []),
    ...Object.entries(calls ?? {}).map(([call, { method, path, access, body }]) =>
      operation(name, `call:${call}`, { method, path, access, body }),
    ),
  ].map(({ body, ...rest }) => (body ? { ...rest, body } : rest));
}

/** An image upload (multipart, so no contract's body): whoever keeps the content. */
export const uploadCall = operation('uploads', 'create', { method: 'POST', path: '/uploads', access: CONTENT_STAFF });

/** Every declared call: each contract's, then the upload. */
export const operations: readonly Operation[] = [
  ...(resources as readonly ResourceContract[]).flatMap(operationsOf),
  uploadCall,
];

/** A public read: a GET that anyone may make. */
export const isPublicRead = (one: Operation) => one.method === 'GET' && one.access === 'public';

/**
 * `GET /me`'s `can`: the calls beyond the public ones that an account of `role` may make (null: signed in, no
 * role), each named once, in the contracts' order.
 */
export const canOf = (role: Role | null): string[] => [
  ...new Set(operations.filter((one) => one.access !== 'public' && admits(one.access, role)).map((one) => one.id)),
];

const contractNamed = (name: string) => (resources as readonly ResourceContract[]).find((one) => one.name === name);

/**
 * Who may read and restore a record's revisions (those who may edit it) or its trash (those who may delete it):
 * the history calls admit CONTENT_STAFF, then ask the record's own contract, so the trash of buyers' requests
 * stays an admin's (docs/history.md).
 */
export function historyAccessOf(resource: string, part: 'revisions' | 'trash'): Staff {
  const contract = contractNamed(resource);
  const access = part === 'trash' ? contract?.remove?.access : (contract?.update ?? contract?.create)?.access;
  if (!access || !isStaffAccess(access)) throw new Error(`${resource} keeps no ${part}`);
  return access;
}
