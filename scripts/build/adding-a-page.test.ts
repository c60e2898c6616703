/**
 * docs/adding-a-page.md followed once: a light page `foo` added to a copy of the web sources with the
 * doc's own row, App and entry (its code taken from the doc, so a doc that drifts from the code fails
 * here), then the light build and its server-side build run on the copy as `npm run build` runs them. The
 * page must be one of the build's entries and render through the light prerenderer's `renderPage`.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/adding-a-page.md'), 'utf8');

/** The page table's row the doc gives, on one line. */
function rowOfTheDoc(): string {
  const row = /\*\*Its row\*\*[^`]*`[^`]*`: `([^`]+)`/.exec(doc)?.[1];
  if (!row) throw new Error('docs/adding-a-page.md gives no row for the page table');
  return row.replace(/\s+/g, ' ');
}

/** The doc's code blocks of TSX, in order: the App's renderPage, then the entry. */
function tsxBlocksOfTheDoc(): string[] {
  return [...doc.matchAll(/```tsx\n([\s\S]*?)```/g)].map((match) => (match[1] ?? '').replace(/^ {3}/gm, ''));
}

/** Replaces `anchor` in the copy's file, failing when the file no longer has it. */
function editCopy(copy: string, file: string, anchor: string, replacement: string) {
  const full = path.join(copy, file);
  const text = readFileSync(full, 'utf8');
  if (!text.includes(anchor)) throw new Error(`${file} no longer has ${JSON.stringify(anchor)}`);
  writeFileSync(full, text.replace(anchor, replacement));
}

describe('a light page added as docs/adding-a-page.md says', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'adding-a-page-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('becomes an entry of the light build and renders through the light prerenderer', async () => {
    for (const part of ['src/web', 'src/domain', 'scripts/build', 'vite.light.config.ts', 'vite.shared.ts']) {
      cpSync(path.join(root, part), path.join(copy, part), { recursive: true });
    }
    for (const file of ['package.json', 'tsconfig.json'])
      cpSync(path.join(root, file), path.join(copy, file));
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

    // A new path, then the doc's three files: the row, the App (with the doc's renderPage), the entry.
    editCopy(copy, 'src/domain/routes.ts', "terms: '/terms',", "terms: '/terms',\n  foo: '/foo',");
    editCopy(
      copy,
      'src/domain/prerendered-pages.ts',
      '} as const satisfies Record<string, PrerenderedPage>;',
      `  ${rowOfTheDoc()},\n} as const satisfies Record<string, PrerenderedPage>;`,
    );
    const [renderPageCode, entryCode] = tsxBlocksOfTheDoc();
    expect(renderPageCode).toContain('renderPage');
    expect(entryCode).toContain('bootIslands');
    writeFileSync(
      path.join(copy, 'src/web/light/FooApp.tsx'),
      [
        "import { PageTitle } from '../components/PageMeta';",
        "import { type LightPageRenderer, renderLightPage } from './renderLightPage';",
        '',
        'function FooApp() {',
        '  return <h1>The foo page</h1>;',
        '}',
        '',
        renderPageCode,
      ].join('\n'),
    );
    writeFileSync(path.join(copy, 'src/web/light/entry-foo.tsx'), entryCode ?? '');

    const configFile = path.join(copy, 'vite.light.config.ts');
    const web = path.join(copy, 'dist/web');
    const ssr = path.join(copy, 'dist/ssr-light');
    // The configuration's root is relative to where the build runs: the copy's.
    const webRoot = path.join(copy, 'src/web');
    await build({ configFile, root: webRoot, logLevel: 'error', build: { outDir: web } });
    await build({
      configFile,
      root: webRoot,
      logLevel: 'error',
      build: { outDir: ssr, ssr: 'light/entry-server.tsx' },
    });

    const manifest = JSON.parse(readFileSync(path.join(web, '.vite/light-manifest.json'), 'utf8')) as Record<
      string,
      { isEntry?: boolean; name?: string }
    >;
    expect(manifest['light/entry-foo.tsx']).toMatchObject({ isEntry: true, name: 'foo' });
    const light = (await import(pathToFileURL(path.join(ssr, 'entry-server.js')).href)) as {
      renderPage: (name: string) => { head: string; body: string };
    };
    const page = light.renderPage('foo');
    expect(page.body).toContain('The foo page');
    expect(page.head).toContain('Foo');
  }, 180_000);
});
