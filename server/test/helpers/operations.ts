import type { z } from 'zod';
import type { Access, Method, ResourceContract } from '@texbridge/shared/resources/define';
import { facetsPathOf } from '@texbridge/shared/resources/public-reads';

/** Which part of a contract declares an operation: `call:<name>` for one of its `calls`. */
type OperationKind = 'list' | 'facets' | 'detail' | 'create' | 'update' | 'remove' | `call:${string}`;

export interface Operation {
  resource: string;
  kind: OperationKind;
  method: Method;
  /** Fastify's notation, '/news/:id'. */
  path: string;
  access: Access;
  body?: z.ZodType | undefined;
}

/** Every call a contract declares; edits and deletes are an admin's, details anyone's (define.ts). */
export function operationsOf(contract: ResourceContract): Operation[] {
  const { name: resource, list, detail, create, update, remove, calls } = contract;
  return [
    ...list.paths.map((path) => ({
      resource,
      kind: 'list' as const,
      method: 'GET' as const,
      path,
      access: list.access,
    })),
    ...(list.facets
      ? [
          {
            resource,
            kind: 'facets' as const,
            method: 'GET' as const,
            path: facetsPathOf(contract),
            access: list.access,
          },
        ]
      : []),
    ...(detail
      ? [{ resource, kind: 'detail' as const, method: 'GET' as const, path: detail.path, access: 'public' as const }]
      : []),
    ...(create
      ? [
          {
            resource,
            kind: 'create' as const,
            method: 'POST' as const,
            path: create.path,
            access: create.access,
            body: create.body,
          },
        ]
      : []),
    ...(update
      ? [
          {
            resource,
            kind: 'update' as const,
            method: update.method,
            path: update.path,
            access: 'admin' as const,
            body: update.body,
          },
        ]
      : []),
    ...(remove
      ? [{ resource, kind: 'remove' as const, method: 'DELETE' as const, path: remove.path, access: 'admin' as const }]
      : []),
    ...Object.entries(calls ?? {}).map(([name, call]) => ({
      resource,
      kind: `call:${name}` as const,
      method: call.method,
      path: call.path,
      access: call.access,
      body: call.body,
    })),
  ];
}

/** A public read: a GET that anyone may make. */
export const isPublicRead = (operation: Operation) => operation.method === 'GET' && operation.access === 'public';
