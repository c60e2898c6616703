// `npm start` (its prestart) must serve what the sources say: it builds the web app when there is no build
// yet (a fresh clone) or when a source of it changed since the last one (after a pull or an edit), and keeps
// an up-to-date build, so restarts stay fast. Several started at once build once
// (scripts/build/single-build.ts).
import { fromRoot } from '../vite.shared.ts';
import { staleReason } from './build/inputs.ts';
import { exitOnBuildFailure } from './build/run-steps.ts';
import { buildUnlessFresh } from './build/single-build.ts';

const root = fromRoot('.');
const distDir = fromRoot('./dist');
// Vite is loaded only to build: a start with a fresh build stays quick.
const build = async (outDir: string) => (await import('./build/steps.ts')).buildWebApp(outDir);

const outcome = await buildUnlessFresh(distDir, () => staleReason(root, distDir), build).catch(
  exitOnBuildFailure,
);
if (outcome === 'built by another process')
  console.log('The web app was built by another process meanwhile.');
