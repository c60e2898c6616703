// `npm start` must serve what the sources say: build the web app when there is no build yet (a fresh
// clone) or when a source of it is newer than the build (after a pull or an edit). An up-to-date build
// is kept, so restarts stay fast.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtPage = path.join(root, 'dist/web/index.html');
const sources = [
  'src/web',
  'src/domain',
  'vite.config.ts',
  'vite.home.config.ts',
  'vite.shared.ts',
  'package-lock.json',
  'scripts/prerender.mjs',
];

function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(full).map((name) => newestChange(path.join(target, name))));
}

const reason = !existsSync(builtPage)
  ? 'No web build found'
  : Math.max(...sources.map(newestChange)) > statSync(builtPage).mtimeMs
    ? 'The web sources changed since the last build'
    : null;

if (reason) {
  console.log(`${reason}: building it (npm run build)...`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
