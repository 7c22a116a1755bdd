import { SINGLETONS, type Singleton } from '@texbridge/shared/federation';
import { SHARED_EXPORTS } from '@texbridge/shared/federation-exports';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The host provides each shared library's allowed names only (shared/src/federation-exports.ts). A
 * dashboard that imported one more would find it undefined inside the site — so every module the
 * exposed App reaches is checked here, the workspace's shared modules included (bundled into the
 * remote, they import through the same shared scope).
 */
const src = dirname(dirname(fileURLToPath(import.meta.url)));
const sharedSrc = resolve(src, '../../../shared/src');
const EXPOSED = join(src, 'app/remote-app.tsx');

const isSingleton = (name: string): name is Singleton => (SINGLETONS as readonly string[]).includes(name);

/** A relative or workspace import as a file, or undefined for a package. */
function fileOf(specifier: string, from: string): string | undefined {
  const path = specifier.startsWith('.')
    ? resolve(dirname(from), specifier)
    : specifier.startsWith('@texbridge/shared/')
      ? join(sharedSrc, specifier.slice('@texbridge/shared/'.length))
      : undefined;
  if (!path) return undefined;
  return [path, `${path}.ts`, `${path}.tsx`].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

interface Use {
  file: string;
  library: Singleton;
  name: string;
}

/** Every value imported from a singleton by the modules the exposed App reaches. */
function sharedImports(entry: string): Use[] {
  const seen = new Set<string>();
  const uses: Use[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const declaration = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement : null;
      if (!declaration?.moduleSpecifier || !ts.isStringLiteral(declaration.moduleSpecifier)) continue;
      const specifier = declaration.moduleSpecifier.text;
      if (isSingleton(specifier)) {
        for (const name of importedNames(declaration)) uses.push({ file, library: specifier, name });
        continue;
      }
      const next = fileOf(specifier, file);
      if (next) visit(next);
    }
  };
  visit(entry);
  return uses;
}

/** The value names an import or re-export takes; `*` for a namespace, type-only names left out. */
function importedNames(declaration: ts.ImportDeclaration | ts.ExportDeclaration): string[] {
  if (ts.isExportDeclaration(declaration)) {
    if (declaration.isTypeOnly) return [];
    const clause = declaration.exportClause;
    if (!clause || ts.isNamespaceExport(clause)) return ['*'];
    return clause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
  }
  const clause = declaration.importClause;
  if (!clause || clause.isTypeOnly) return clause ? [] : ['(side effects)'];
  const names = clause.name ? ['default'] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
  else if (bindings)
    names.push(...bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text));
  return names;
}

describe("the dashboard's imports from shared libraries", () => {
  const uses = sharedImports(EXPOSED);

  it('finds the imports it checks (the walk reaches the dashboard)', () => {
    expect(uses.map((use) => use.library)).toEqual(expect.arrayContaining(['react', 'react-router-dom']));
  });

  it('takes only the names the host provides (shared/src/federation-exports.ts)', () => {
    const refused = uses.filter(({ library, name }) => {
      const allowed = SHARED_EXPORTS[library];
      return allowed !== 'whole' && !(allowed as readonly string[]).includes(name);
    });
    expect(
      refused.map(({ file, library, name }) => `${file.slice(src.length + 1)}: ${name} from ${library}`),
      'add the name to SHARED_EXPORTS and release the site first',
    ).toEqual([]);
  });
});
