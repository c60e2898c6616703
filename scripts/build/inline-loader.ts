// The inline loader of the prerendered pages (src/web/shared/inlinePageLoader.ts, docs/decisions/041) as the text of
// a classic script: the function's own code, its types stripped and minified, called with its config, and
// the CSP hash of that very text for the server (INLINE_SCRIPT_HASHES_FILE).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { minify, transformWithOxc } from 'vite';
import { EARLY_EVENT_TYPES, EARLY_EVENTS_KEY, PAGE_SCRIPTS_ID } from '../../src/web/shared/bootIds.ts';
import type { InlineLoaderConfig } from '../../src/web/shared/inlinePageLoader.ts';
import { fromRoot } from '../../vite.shared.ts';

const SOURCE = 'src/web/shared/inlinePageLoader.ts';
const FUNCTION_NAME = 'loadPageScriptsAfterPaint';

/** Longest wait for a paint that is not reported, as src/web/shared/afterFirstPaint.ts. */
const PAINT_WAIT_MS = 3000;

export const INLINE_LOADER_CONFIG: InlineLoaderConfig = {
  scriptsId: PAGE_SCRIPTS_ID,
  queueKey: EARLY_EVENTS_KEY,
  events: EARLY_EVENT_TYPES,
  paintWaitMs: PAINT_WAIT_MS,
};

export interface InlineScript {
  /** The script's text, to go between <script> and </script>. */
  text: string;
  /** Its CSP source expression's value: `sha256-…` of the text. */
  hash: string;
}

export async function inlineLoaderScript(): Promise<InlineScript> {
  const source = readFileSync(fromRoot(SOURCE), 'utf8');
  const { code } = await transformWithOxc(source, SOURCE, { lang: 'ts' });
  // Only types may be imported: the page has nothing else to give the function.
  if (/^\s*import\s/m.test(code)) throw new Error(`${SOURCE} imports something: it must be self-contained`);
  const declaration = `export function ${FUNCTION_NAME}(`;
  if (!code.includes(declaration)) throw new Error(`${SOURCE} does not export function ${FUNCTION_NAME}`);
  const body = code.replace(declaration, `function ${FUNCTION_NAME}(`);
  if (/^\s*export\s/m.test(body)) throw new Error(`${SOURCE} exports more than ${FUNCTION_NAME}`);
  const script = `(() => {\n${body}\n${FUNCTION_NAME}(${JSON.stringify(INLINE_LOADER_CONFIG)});\n})();`;
  const minified = await minify('inline-page-loader.js', script, { compress: true, mangle: true });
  if (minified.errors.length > 0) throw new Error(`${SOURCE}: ${minified.errors[0]?.message}`);
  const text = minified.code.trim();
  if (/<\/script/i.test(text) || text.includes('<!--')) throw new Error(`${SOURCE} cannot be written inline`);
  return { text, hash: `sha256-${createHash('sha256').update(text).digest('base64')}` };
}
