/**
 * The build's commit, read from the checkout's git folder without running git (a server may have none
 * installed); 'unknown' when the code was deployed without it.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const read = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
};

/** The commit a ref names: loose in the git folder or its common one (a worktree's), or packed. */
function resolveRef(gitDir: string, ref: string): string | null {
  const commonDir = path.resolve(gitDir, read(path.join(gitDir, 'commondir')) ?? '.');
  for (const dir of [gitDir, commonDir]) {
    const loose = read(path.join(dir, ref));
    if (loose) return loose;
  }
  const packed = read(path.join(commonDir, 'packed-refs')) ?? '';
  return (
    packed
      .split('\n')
      .find((line) => line.endsWith(` ${ref}`))
      ?.split(' ')[0] ?? null
  );
}

export function buildVersion(root = process.cwd()): string {
  try {
    let gitDir = path.join(root, '.git');
    // A worktree's .git is a file naming its real folder.
    if (statSync(gitDir).isFile()) gitDir = path.resolve(root, (read(gitDir) ?? '').replace(/^gitdir: /, ''));
    const head = read(path.join(gitDir, 'HEAD')) ?? '';
    const ref = /^ref: (.+)$/.exec(head)?.[1];
    const commit = ref ? resolveRef(gitDir, ref) : head;
    return commit && /^[0-9a-f]{40}$/.test(commit) ? commit.slice(0, 12) : 'unknown';
  } catch {
    return 'unknown';
  }
}
