import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Method, ResourceContract } from '@texbridge/shared/resources/define';
import { resources } from '@texbridge/shared/resources/index';
import { newsResource } from '@texbridge/shared/resources/news';
import { slidersResource } from '@texbridge/shared/resources/sliders';
import { usersResource } from '@texbridge/shared/resources/users';
import { createAccount, type Account } from './helpers/accounts.ts';
import { operationsOf } from '@texbridge/shared/auth/permissions';
import { isStaffAccess } from '@texbridge/shared/auth/roles';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * The shared contracts (shared/src/resources), the server's routes and the OpenAPI document at /docs/json
 * must say the same thing: every operation a contract declares is a route with its method, path, access and
 * body, and every documented route is some contract's, but for the few operational routes below.
 */

/**
 * Routes that belong to no resource: the service's own, the image upload, the search across products and
 * news, the search-engine files, the docs.
 */
const OPERATIONAL = [
  'GET /healthz',
  'GET /search',
  'GET /products/{id}/sheet.pdf',
  'GET /products/{id}/qr.svg',
  'GET /changes',
  'GET /render-token',
  'POST /uploads',
  'GET /sitemap.xml',
  'GET /robots.txt',
];
const isDocs = (entry: string) => / \/docs(\/|$)/.test(entry);

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const key = (method: string, path: string) => `${method.toUpperCase()} ${openApiPath(path)}`;

interface JsonSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}
interface DocOperation {
  security?: unknown;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
type Doc = { paths: Record<string, Record<string, DocOperation>> };

/** Documented operations by `METHOD /path/{param}`. */
function documented(doc: Doc): Map<string, DocOperation> {
  const found = new Map<string, DocOperation>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) found.set(key(method, path), operation);
    }
  }
  return found;
}

/** A body's field names and required fields as a client sees them (defaults make a field optional). */
function fieldsOf(schema: JsonSchema | undefined) {
  return {
    properties: Object.keys(schema?.properties ?? {}).sort(),
    required: [...(schema?.required ?? [])].sort(),
  };
}
const contractFields = (body: z.ZodType) => fieldsOf(z.toJSONSchema(body, { io: 'input' }) as JsonSchema);

/**
 * Where the server's routes and its OpenAPI document depart from the contracts, one sentence each; empty when
 * they agree. `hasRoute` asks the running server.
 */
function disagreements(
  contracts: readonly ResourceContract[],
  doc: Doc,
  hasRoute: (method: Method, path: string) => boolean,
): string[] {
  const problems: string[] = [];
  const docs = documented(doc);
  const declared = new Set<string>();
  for (const operation of contracts.flatMap(operationsOf)) {
    const entry = key(operation.method, operation.path);
    const where = `${operation.resource}: ${entry}`;
    if (declared.has(entry)) problems.push(`${where} is declared twice`);
    declared.add(entry);
    if (!hasRoute(operation.method, operation.path)) problems.push(`${where} is not a route of the server`);
    const documentedOperation = docs.get(entry);
    if (!documentedOperation) {
      problems.push(`${where} is not in the OpenAPI document`);
      continue;
    }
    const guarded = documentedOperation.security !== undefined;
    if (guarded !== (operation.access !== 'public')) {
      problems.push(`${where} is ${operation.access} in the contract but ${guarded ? 'guarded' : 'open'} in OpenAPI`);
    }
    const docBody = documentedOperation.requestBody?.content['application/json']?.schema;
    if (!operation.body !== !docBody) {
      problems.push(
        `${where} has ${operation.body ? 'a' : 'no'} body in the contract, ${docBody ? 'a' : 'none'} in OpenAPI`,
      );
    } else if (operation.body) {
      const expected = JSON.stringify(contractFields(operation.body));
      const actual = JSON.stringify(fieldsOf(docBody));
      if (expected !== actual) problems.push(`${where} body: contract ${expected}, OpenAPI ${actual}`);
    }
  }
  for (const entry of docs.keys()) {
    if (!declared.has(entry) && !OPERATIONAL.includes(entry) && !isDocs(entry)) {
      problems.push(`${entry} is documented but declared by no contract (nor listed as operational)`);
    }
  }
  for (const entry of OPERATIONAL) if (!docs.has(entry)) problems.push(`${entry} is listed as operational but gone`);
  return problems;
}

let server: TestServer;
let member: Account;
let doc: Doc;
const hasRoute = (method: Method, path: string) => server.app.hasRoute({ method, url: path });

beforeAll(async () => {
  member = await createAccount('member');
  server = await startTestServer();
  const reply = await server.request('GET', '/docs/json');
  expect(reply.status).toBe(200);
  doc = reply.body as Doc;
});
afterAll(() => server?.close());

describe('the contracts, the routes and the OpenAPI document', () => {
  it('agree on every operation: method, path, access and body', () => {
    expect(disagreements(resources, doc, hasRoute)).toEqual([]);
  });

  it('would notice a contract the server does not follow', () => {
    const altered = new Map<ResourceContract, ResourceContract>([
      [slidersResource, { ...slidersResource, update: { ...slidersResource.update!, path: '/slides/:id' } }],
      [usersResource, { ...usersResource, list: { ...usersResource.list, access: 'public' } }],
      [
        newsResource,
        {
          ...newsResource,
          create: { ...newsResource.create!, body: newsResource.create!.body.extend({ subtitle: z.string() }) },
        },
      ],
    ]);
    const problems = disagreements(
      resources.map((contract) => altered.get(contract) ?? contract),
      doc,
      hasRoute,
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'sliders: PUT /slides/{id} is not a route of the server',
        'sliders: PUT /slides/{id} is not in the OpenAPI document',
        'PUT /slider/{id} is documented but declared by no contract (nor listed as operational)',
        'users: GET /users is public in the contract but guarded in OpenAPI',
        expect.stringMatching(/^news: POST \/add-news body: contract .*subtitle/),
      ]),
    );
    expect(problems).toHaveLength(5);
  });

  /** The document tells public from guarded; who is let in tells signed-in from staff. */
  it.each(resources.flatMap(operationsOf).filter((operation) => operation.access !== 'public'))(
    '$resource: $method $path lets in exactly whom the contract names ($access)',
    async (operation) => {
      const url = operation.path.replace(/:email/, encodeURIComponent(member.email)).replace(/:id/, 'no-such-id');
      const anonymous = await server.request(operation.method, url);
      expect(anonymous.status, JSON.stringify(anonymous.body)).toBe(401);
      // A member is refused before the handler runs on an admin's route, and let through on a signed-in one.
      const signedIn = await server.request(operation.method, url, { token: member.token });
      if (isStaffAccess(operation.access)) expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(403);
      else expect([401, 403], JSON.stringify(signedIn.body)).not.toContain(signedIn.status);
    },
  );
});
