/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ReactQuery from '@tanstack/react-query';
import * as AuthStore from '@texbridge/shared/auth/auth-store';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactRouter from 'react-router';
import * as ReactRouterDom from 'react-router-dom';
import * as ReactHotToast from 'react-hot-toast';
import ts from 'typescript';
import * as Zustand from 'zustand';

/**
 * The remote declares which modules must be single (remotes/admin/federation.ts, from which its
 * vite.config.ts builds `shared`); the host must provide every one, or the dashboard loads its own
 * copy: a second React (invalid hook calls), a second auth store (no signed-in user). The host may
 * not import the remote's code, so the declaration is read as source, with TypeScript's parser.
 */
function stringArray(path: string, found: (node: ts.Node) => boolean): string[] {
  const file = resolve(dirname(fileURLToPath(import.meta.url)), path);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let strings: string[] | undefined;
  const visit = (node: ts.Node, inside: boolean): void => {
    if (strings) return;
    if (inside && ts.isArrayLiteralExpression(node) && node.elements.every(ts.isStringLiteral)) {
      strings = node.elements.map((element) => (element as ts.StringLiteral).text);
      return;
    }
    ts.forEachChild(node, (child) => visit(child, inside || found(node)));
  };
  visit(source, false);
  if (!strings) throw new Error(`No list of strings found in ${file}`);
  return strings;
}

const declaredBy = (name: string) => (node: ts.Node) =>
  ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name;

const REMOTE_SINGLETONS = stringArray('../../../../../remotes/admin/federation.ts', declaredBy('SINGLETONS'));
/** The packages whose installed versions the host's vite.config.ts stamps on what it provides. */
const VERSIONED = stringArray('../../../vite.config.ts', declaredBy('sharedVersions'));

/** What the host imports itself, by the name the remote asks for. */
const HOST_MODULES: Record<string, unknown> = {
  react: React,
  'react-dom': ReactDOM,
  'react-router': ReactRouter,
  'react-router-dom': ReactRouterDom,
  '@tanstack/react-query': ReactQuery,
  zustand: Zustand,
  'react-hot-toast': ReactHotToast,
  '@texbridge/shared/auth/auth-store': AuthStore,
};

interface ProvidedShare {
  version: string;
  lib: () => unknown;
  shareConfig: { singleton: boolean; requiredVersion: false | string };
}

const runtime = vi.hoisted(() => ({ options: undefined as { shared: Record<string, ProvidedShare> } | undefined }));
vi.mock('@module-federation/runtime', () => ({
  createInstance: (options: { shared: Record<string, ProvidedShare> }) => {
    runtime.options = options;
    return { registerRemotes: () => {}, loadRemote: async () => ({ default: () => null }) };
  },
}));

afterEach(() => vi.unstubAllGlobals());

describe("the host's shared modules for the dashboard", () => {
  it('reads a non-empty list of singletons from the remote', () => {
    expect(REMOTE_SINGLETONS).toContain('react');
    expect(REMOTE_SINGLETONS).toContain('@texbridge/shared/auth/auth-store');
  });

  it('provides every singleton the remote declares: its own copy, as a singleton, with its installed version', async () => {
    // What vite.config.ts's `define` puts there in a build: the package versions, by package name.
    vi.stubGlobal('__SHARED_VERSIONS__', Object.fromEntries(VERSIONED.map((name) => [name, `${name}@installed`])));
    const { loadAdminApp } = await import('./load-admin-app.ts');
    await loadAdminApp('http://remote.test/mf-manifest.json');
    const shared = runtime.options!.shared;

    for (const name of REMOTE_SINGLETONS) {
      expect(shared, `the host does not provide ${name}`).toHaveProperty([name]);
      expect(shared[name]!.shareConfig.singleton, name).toBe(true);
      expect(shared[name]!.lib(), `${name} is not the host's own copy`).toBe(HOST_MODULES[name]);
      // Stamped 0.0.0, a share can lose to the remote's own, newer copy.
      const pkg = name.startsWith('@texbridge/shared/') ? '@texbridge/shared' : name;
      expect(shared[name]!.version, `vite.config.ts gives ${name} no version`).toBe(`${pkg}@installed`);
    }
  });
});
