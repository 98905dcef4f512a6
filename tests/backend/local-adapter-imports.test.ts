/** The local adapter ships to browsers in local mode: nothing it imports, however indirectly, may be firebase or server code. */
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();

/** Imports that reach the bundle: `import type` and `export type` are erased, so they are left out. */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8').replace(/^(?:import|export) type [^;]*;/gm, '');
  return [...source.matchAll(/(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2],
  );
}

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(root, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`Cannot resolve ${spec} from ${from}`);
}

function graph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const spec of importsOf(file)) {
      const target = resolve(file, spec);
      if (target) visit(target);
      else packages.add(spec);
    }
  };
  visit(entry);
  return { files: [...files].map((f) => path.relative(root, f)), packages: [...packages] };
}

it('the local backend adapter imports no firebase package and no server module', () => {
  const { files, packages } = graph(path.join(root, 'services/backend/local/local-backend.ts'));
  expect(files).toContain('services/backend/local/local-documents.ts');
  expect(packages.filter((p) => p.startsWith('firebase') || p.startsWith('@firebase'))).toEqual([]);
  expect(files.filter((f) => f.startsWith('server/'))).toEqual([]);
  expect(packages.filter((p) => p.startsWith('node:'))).toEqual([]);
});
