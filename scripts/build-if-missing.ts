// `npm start` (its prestart) must serve what the sources say: it builds the web app when there is no build
// yet (a fresh clone) or when a source of it changed since the last one (after a pull or an edit), and keeps
// an up-to-date build, so restarts stay fast.
import { fromRoot } from '../vite.shared.ts';
import { staleReason } from './build/inputs.ts';
import { exitOnBuildFailure } from './build/run-steps.ts';

const distDir = fromRoot('./dist');
const reason = staleReason(fromRoot('.'), distDir);
if (reason) {
  console.log(`${reason}: building it (npm run build)...`);
  // Vite is loaded only to build: a start with a fresh build stays quick.
  await (await import('./build/steps.ts')).buildWebApp(distDir).catch(exitOnBuildFailure);
}
