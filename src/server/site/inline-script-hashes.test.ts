import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INLINE_SCRIPT_HASHES_FILE } from '../../domain/prerendered-pages';
import { readInlineScriptHashes } from './inline-script-hashes';

function buildWith(content: string | null): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  mkdirSync(path.join(dir, 'prerendered'));
  if (content !== null) writeFileSync(path.join(dir, INLINE_SCRIPT_HASHES_FILE), content);
  return dir;
}

describe("the build's inline script hashes", () => {
  it('are read as the build wrote them, and none when the build has no inline script', () => {
    const hash = 'sha256-fNbrV6uIIQVdhfgn6B0ifCLOPUVTfHNU8n1kdettkQU=';
    expect(readInlineScriptHashes(buildWith(JSON.stringify([hash])))).toEqual([hash]);
    expect(readInlineScriptHashes(buildWith(null))).toEqual([]);
  });

  it('stop the server from starting when they are not hashes, rather than allow any text into the policy', () => {
    // A value that would widen the policy if copied into it.
    expect(() => readInlineScriptHashes(buildWith(JSON.stringify(["sha256-x' 'unsafe-inline"])))).toThrow(
      /script hashes/,
    );
  });
});
