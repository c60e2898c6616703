/**
 * The hashes of the scripts the build wrote inline into the pages (docs/decisions/041), for the Content
 * Security Policy: the page's own inline loader runs, any other inline script (an injected one) does not.
 * A build without the file (an old build, a server test's stand-in) has none, and its pages no inline script.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { INLINE_SCRIPT_HASHES_FILE } from '../../domain/prerendered-pages';

/** A CSP hash source's value, as the build writes it: sha256 of the script's text, base64. */
const HASHES = z.array(z.string().regex(/^sha256-[A-Za-z0-9+/]{43}=$/)).max(16);

export function readInlineScriptHashes(webDistDir: string): string[] {
  const file = path.join(webDistDir, INLINE_SCRIPT_HASHES_FILE);
  if (!existsSync(file)) return [];
  const parsed = HASHES.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  // A build the server cannot trust to be whole: better no start than pages whose loader the CSP blocks.
  if (!parsed.success) throw new Error(`${file} does not hold the build's script hashes`);
  return parsed.data;
}
