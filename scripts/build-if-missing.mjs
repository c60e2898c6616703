// `npm start` must work on a fresh clone: build the web app once when no build exists yet.
// A later `npm run build` refreshes it; start never rebuilds an existing build (fast restarts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../dist/web/index.html', import.meta.url))) {
  console.log('No web build found: building it once (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
