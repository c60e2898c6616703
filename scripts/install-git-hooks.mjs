// `npm install`'s prepare step: points git at the repository's hooks (.githooks: the commit-msg check).
// Outside a git checkout (an unpacked tarball) there is nothing to install.
import { spawnSync } from 'node:child_process';

const inside = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { encoding: 'utf8' });
if (inside.status === 0 && inside.stdout.trim() === 'true') {
  spawnSync('git', ['config', 'core.hooksPath', '.githooks'], { stdio: 'inherit' });
}
