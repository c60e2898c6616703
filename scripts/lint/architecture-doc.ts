/**
 * The parts of docs/architecture.md that would drift, written from their sources between marker comments:
 * the server's layers and features in their order (import-rules.ts and the import graph), the web app's
 * features and shared parts (import-rules.ts), and the prerendered pages with their JavaScript budgets
 * (src/domain/prerendered-pages.ts). `npm run lint` fails when the committed
 * doc differs; `tsx scripts/lint/architecture-doc.ts --write` rewrites those sections.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { prerenderedPages } from '../../src/domain/prerendered-pages.ts';
import { serverNode } from './check-imports';
import { type ImportEdge, importGraph } from './import-graph';
import { SERVER, TEST_FILE, WEB_SHARED_FOLDERS } from './import-rules';

export const ARCHITECTURE_DOC = 'docs/architecture.md';
const SCRIPT = 'scripts/lint/architecture-doc.ts';

const begin = (name: string) => `<!-- begin generated: ${name} (${SCRIPT} --write) -->`;
const end = (name: string) => `<!-- end generated: ${name} -->`;
const code = (text: string) => `\`${text}\``;

const folders = (dir: string) =>
  readdirSync(dir)
    .filter((name) => statSync(path.join(dir, name)).isDirectory())
    .sort();

/**
 * The server's features in layers: a feature's layer is one more than the highest layer of the features
 * it imports (tests left out), so each layer imports only the layers before it.
 */
export function featureLayers(features: string[], edges: ImportEdge[]): string[][] {
  const uses = new Map(features.map((feature) => [feature, new Set<string>()]));
  for (const edge of edges) {
    if (TEST_FILE.test(edge.from)) continue;
    const from = serverNode(edge.from);
    const to = serverNode(edge.to);
    if (from && to && from !== to && uses.has(from) && uses.has(to)) uses.get(from)?.add(to);
  }
  const layer = new Map<string, number>();
  const layerOf = (feature: string, seen: string[]): number => {
    const known = layer.get(feature);
    if (known !== undefined) return known;
    if (seen.includes(feature)) return 0; // a loop: check-imports.ts reports it
    const below = [...(uses.get(feature) ?? [])].map((used) => layerOf(used, [...seen, feature]));
    const own = below.length === 0 ? 0 : Math.max(...below) + 1;
    layer.set(feature, own);
    return own;
  };
  const layers: string[][] = [];
  for (const feature of features) (layers[layerOf(feature, [])] ??= []).push(feature);
  return layers.map((names) => names.sort());
}

function serverSection(repo: string): string {
  const root = path.join(repo, SERVER.root);
  const notFeatures = new Set([...SERVER.sharedFolders, ...SERVER.compositionFolders]);
  const features = folders(root).filter((folder) => !notFeatures.has(folder));
  const layers = featureLayers(features, importGraph(repo));
  const rootFiles = readdirSync(root)
    .filter((file) => file.endsWith('.ts') && !TEST_FILE.test(file) && !SERVER.baseFiles.includes(file))
    .sort();
  return [
    `- **Base files**, which any server file may import and which import no server folder: ${SERVER.baseFiles.map(code).join(', ')}.`,
    `- **Shared layers**, lowest first, each importing only the base files and the layers before it: ${SERVER.sharedFolders.map((f) => code(`${f}/`)).join(' ← ')}.`,
    `- **Features**, reached from another folder only through their ${code(SERVER.publicModule)}, in layers: each imports only features of the layers before it.`,
    ...layers.map((names, index) => `  ${index + 1}. ${names.map((f) => code(`${f}/`)).join(', ')}`),
    `- **Composition**, which wires the features through their public modules and which no feature imports: ${[...rootFiles, ...SERVER.compositionFolders.map((f) => `${f}/`)].map(code).join(', ')}.`,
  ].join('\n');
}

function webSection(repo: string): string {
  const features = folders(path.join(repo, 'src/web/features'));
  const shared = WEB_SHARED_FOLDERS.map((f) => `${f}/`);
  return [
    `- **Features** (${code('features/<name>/')}): ${features.map(code).join(', ')}.`,
    `- **Shared parts** a feature may import besides its own folder and ${code('src/domain')}: ${shared.map(code).join(', ')}.`,
    `- **Runtimes**, which compose pages, features and shared parts and never import each other: ${code('app/')} (the React single-page app: its router, start, prerender entry) and ${code('light/')} (the light pages on Preact: their Apps, entries, prerender entry and islands).`,
  ].join('\n');
}

type Page = ReturnType<typeof prerenderedPages>[number]['page'];

/** A page's budget: in KiB, or in KB first when it was set in KB (the home page's 20 KB). */
function budgetOf(page: Page): string {
  const budget = page.budgetKib;
  if (budget === undefined) return 'none: printed only';
  if (Number.isInteger(budget)) return `${budget} KiB`;
  return `${(budget * 1.024).toFixed(0)} KB (${budget.toFixed(1)} KiB)`;
}

/** What the budget step counts of a page (scripts/build/js-budget.ts). */
function countedOf(page: Page, entry: string): string {
  const islands = (page.firstScreenIslands ?? [])
    .map((source) => path.basename(source).replace(/\.tsx?$/, ''))
    .filter((island) => island !== 'hydrateIsland');
  if (islands.length > 0) return `the entry and its first screen: ${islands.map(code).join(', ')}`;
  if (entry === 'light/entry-static-page.tsx') return 'the entry and every island';
  return 'the entry and what it loads after the first paint';
}

function pagesSection(): string {
  const rows = prerenderedPages().map(({ name, page }) => {
    const where = page.notFound ? 'any unknown path (404)' : code(page.path);
    const query = page.queryDependent ? "; with a query, the single-page app's shell" : '';
    return `| ${code(name)} | ${where}${query} | ${code(page.entry)} | ${budgetOf(page)} | ${countedOf(page, page.entry)} |`;
  });
  return [
    '| page | path | entry | JavaScript budget (gzip) | counted |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

export function generatedSections(repo: string): Record<string, string> {
  return {
    'server-folders': serverSection(repo),
    'web-features': webSection(repo),
    'prerendered-pages': pagesSection(),
  };
}

/** The doc with each section's text between its markers; a section whose markers are missing is named. */
export function withSections(
  doc: string,
  sections: Record<string, string>,
): { text: string; missing: string[] } {
  let text = doc;
  const missing: string[] = [];
  for (const [name, body] of Object.entries(sections)) {
    const from = text.indexOf(begin(name));
    const to = text.indexOf(end(name));
    if (from === -1 || to < from) {
      missing.push(name);
      continue;
    }
    text = `${text.slice(0, from)}${begin(name)}\n${body}\n${text.slice(to)}`;
  }
  return { text, missing };
}

export function architectureProblems(repo: string): string[] {
  const doc = readFileSync(path.join(repo, ARCHITECTURE_DOC), 'utf8');
  const sections = generatedSections(repo);
  const { text, missing } = withSections(doc, sections);
  const problems = missing.map(
    (name) =>
      `${ARCHITECTURE_DOC} lacks the markers of its generated section '${name}':\n    ${begin(name)}\n    ${end(name)}`,
  );
  if (text !== doc) {
    const stale = Object.keys(sections).filter(
      (name) => !doc.includes(`${begin(name)}\n${sections[name]}\n`),
    );
    problems.push(
      ...stale.map(
        (name) =>
          `${ARCHITECTURE_DOC}'s section '${name}' is not what its sources say: run \`npx tsx ${SCRIPT} --write\`, or paste between its markers:\n${sections[name]}`,
      ),
    );
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const repo = process.cwd();
  if (process.argv.includes('--write')) {
    const file = path.join(repo, ARCHITECTURE_DOC);
    const { text, missing } = withSections(readFileSync(file, 'utf8'), generatedSections(repo));
    if (missing.length > 0)
      throw new Error(`${ARCHITECTURE_DOC} lacks the markers of: ${missing.join(', ')}`);
    writeFileSync(file, text);
  } else {
    for (const [name, body] of Object.entries(generatedSections(repo)))
      console.log(`${begin(name)}\n${body}\n${end(name)}\n`);
  }
}
