/**
 * The import rules Biome cannot hold (decision 035), run by `npm run lint`:
 * - biome.json's import rules are the ones generated from import-rules.ts;
 * - a server folder reaches a feature folder only through its public module (index.ts), and a base file
 *   or a shared layer reaches no folder above it;
 * - no two server folders import each other, directly or around a loop;
 * - no source file imports itself around a circle.
 * Each failure names the import. Tests are left out: they may reach inside the folder they test.
 * `tsx scripts/lint/check-imports.ts --edges` prints which server folder imports which.
 */
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { biomeOverrides, committedOverrides, hasImportRules } from './biome-rules';
import { type ImportEdge, importGraph } from './import-graph';
import { SERVER, TEST_FILE } from './import-rules';

type Problem = string;

const describe = (edge: ImportEdge) => `${edge.from} imports '${edge.specifier}' (${edge.to})`;

/** The node of the server's folder graph a file belongs to: its top folder, 'base', or a composition file. */
export function serverNode(file: string): string | undefined {
  if (!file.startsWith(`${SERVER.root}/`)) return undefined;
  const inside = file.slice(SERVER.root.length + 1);
  const slash = inside.indexOf('/');
  if (slash === -1) return SERVER.baseFiles.includes(inside) ? 'base' : inside;
  return inside.slice(0, slash);
}

type Kind = 'base' | 'shared' | 'composition' | 'feature';

function kindOf(node: string): Kind {
  if (node === 'base') return 'base';
  if (SERVER.sharedFolders.includes(node)) return 'shared';
  if (SERVER.compositionFolders.includes(node) || node.endsWith('.ts')) return 'composition';
  return 'feature';
}

function borderProblem(edge: ImportEdge): Problem | undefined {
  const from = serverNode(edge.from);
  const to = serverNode(edge.to);
  if (!from || !to || from === to) return undefined;
  const fromKind = kindOf(from);
  const toKind = kindOf(to);
  if (toKind === 'base') return undefined;
  if (fromKind === 'base')
    return `${describe(edge)}: a base file (${SERVER.baseFiles.join(', ')}) imports no server folder.`;
  if (toKind === 'shared') {
    if (fromKind !== 'shared') return undefined;
    const order = SERVER.sharedFolders;
    return order.indexOf(to) < order.indexOf(from)
      ? undefined
      : `${describe(edge)}: a shared layer imports only the layers below it (${order.join(' ← ')}).`;
  }
  if (toKind === 'composition') {
    return fromKind === 'composition'
      ? undefined
      : `${describe(edge)}: ${to} composes the features; no feature or layer imports it.`;
  }
  if (fromKind === 'shared') return `${describe(edge)}: a shared layer (${from}/) imports no feature.`;
  const publicModule = `${SERVER.root}/${to}/${SERVER.publicModule}`;
  return edge.to === publicModule
    ? undefined
    : `${describe(edge)}: another feature is reached only through its public module ${publicModule}.`;
}

/** Strongly connected components of more than one node (Tarjan), each a loop of imports. */
function loops(edges: { from: string; to: string }[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member !== undefined) {
          onStack.delete(member);
          component.push(member);
        }
      } while (member !== undefined && member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}

function loopProblems(
  edges: ImportEdge[],
  nodeOf: (file: string) => string | undefined,
  what: string,
): Problem[] {
  const between = edges.flatMap((edge) => {
    const from = nodeOf(edge.from);
    const to = nodeOf(edge.to);
    return from && to && from !== to ? [{ from, to, edge }] : [];
  });
  return loops(between).map((component) => {
    const inside = between.filter(({ from, to }) => component.includes(from) && component.includes(to));
    const shown = new Map(inside.map(({ from, to, edge }) => [`${from}→${to}`, edge]));
    return `${what} import each other in a loop (${component.join(', ')}):\n${[...shown.values()].map((edge) => `    ${describe(edge)}`).join('\n')}`;
  });
}

export function importProblems(edges: ImportEdge[]): Problem[] {
  const sources = edges.filter((edge) => !TEST_FILE.test(edge.from));
  const ignored = (file: string) =>
    SERVER.ignoredFolders.some((folder) => file.startsWith(`${SERVER.root}/${folder}/`));
  const server = sources.filter((edge) => !ignored(edge.from));
  return [
    ...server.flatMap((edge) => borderProblem(edge) ?? []),
    ...loopProblems(server, serverNode, 'Server folders'),
    ...loopProblems(sources, (file) => file, 'Files'),
  ];
}

function biomeProblems(): Problem[] {
  const committed = (committedOverrides() as unknown[]).filter(hasImportRules);
  return isDeepStrictEqual(committed, biomeOverrides())
    ? []
    : [
        "biome.json's import rules are not the ones scripts/lint/import-rules.ts generates: change the table, then run `npx tsx scripts/lint/biome-rules.ts --write`.",
      ];
}

/** `--edges`: which server folder imports which, and through how many imports (the map behind the rules). */
function printServerEdges(edges: ImportEdge[]): void {
  const counts = new Map<string, number>();
  for (const edge of edges) {
    const from = serverNode(edge.from);
    const to = serverNode(edge.to);
    if (!from || !to || from === to || TEST_FILE.test(edge.from)) continue;
    counts.set(`${from} → ${to}`, (counts.get(`${from} → ${to}`) ?? 0) + 1);
  }
  for (const [pair, count] of [...counts].sort()) console.log(`${pair} (${count})`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--edges')) {
  printServerEdges(importGraph(process.cwd()));
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = [...biomeProblems(), ...importProblems(importGraph(process.cwd()))];
  if (problems.length > 0) {
    console.error(
      `Import rules broken (scripts/lint/import-rules.ts, docs/decisions/035):\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
}
