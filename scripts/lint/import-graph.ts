// The import graph of src/: every relative import of every source file, resolved to the file it names.
// Read with regular expressions anchored at the start of a line (static imports and re-exports) plus
// `import('…')` anywhere (lazy imports): the house writes one statement per import, formatted by Biome.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export type ImportEdge = { from: string; to: string; specifier: string; typeOnly: boolean };

const SOURCE = /\.(ts|tsx)$/;
const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier.replace(/\.js$/, ''));
  for (const suffix of CANDIDATE_SUFFIXES) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

// A static import or re-export, possibly spread over several lines; group 1 says `type`, group 2 is the path.
const STATIC = /^[ \t]*(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const LAZY = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function specifiersOf(text: string): { specifier: string; typeOnly: boolean }[] {
  const found = [...text.matchAll(STATIC)].map((m) => ({ specifier: m[2] ?? '', typeOnly: Boolean(m[1]) }));
  for (const m of text.matchAll(LAZY)) found.push({ specifier: m[1] ?? '', typeOnly: false });
  return found;
}

/** Edges between files under `root` (paths relative to the repository, with forward slashes). */
export function importGraph(repo: string, root = 'src'): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of sourceFiles(join(repo, root))) {
    const text = readFileSync(file, 'utf8');
    for (const { specifier, typeOnly } of specifiersOf(text)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveRelative(file, specifier);
      if (!target) continue;
      edges.push({
        from: relative(repo, file).split('\\').join('/'),
        to: relative(repo, target).split('\\').join('/'),
        specifier,
        typeOnly,
      });
    }
  }
  return edges;
}
