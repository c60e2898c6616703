// The web build's steps, in order, into the folder given (run-steps.ts prints them and names a failure).
import { build as viteBuild } from 'vite';
import { fromRoot } from '../../vite.shared.ts';
import { buildDirsIn } from './build-dirs.ts';
import { writeBuildStamp } from './inputs.ts';
import { checkJsBudget } from './js-budget.ts';
import { precompress } from './precompress.ts';
import { prerender } from './prerender.ts';
import { type BuildStep, runSteps } from './run-steps.ts';

/** A Vite build of one of the two configurations, into a folder of this build. */
const vite = (config: string, outDir: string, ssr?: string) =>
  viteBuild({ configFile: fromRoot(`./${config}`), build: { outDir, ...(ssr ? { ssr } : {}) } });

export const BUILD_STEPS: readonly BuildStep[] = [
  // The single-page app: every route, and the shell of the pages not prerendered.
  { name: 'vite client build', run: (dirs) => vite('vite.config.ts', dirs.web) },
  { name: 'ssr build', run: (dirs) => vite('vite.config.ts', dirs.ssr, 'app/entry-server.tsx') },
  // The light pages on Preact (src/web/light), into the same web folder.
  { name: 'light build', run: (dirs) => vite('vite.light.config.ts', dirs.web) },
  {
    name: 'light ssr build',
    run: (dirs) => vite('vite.light.config.ts', dirs.ssrLight, 'light/entry-server.tsx'),
  },
  { name: 'prerender', run: prerender },
  { name: 'precompress', run: (dirs) => precompress(dirs.web) },
  { name: 'JS budget', run: (dirs) => checkJsBudget(dirs.web) },
];

/** The whole web build into `outDir`, stamped with when it started once it is complete. */
export async function buildWebApp(outDir: string): Promise<void> {
  const startedAt = Date.now();
  await runSteps(BUILD_STEPS, buildDirsIn(outDir));
  writeBuildStamp(outDir, startedAt);
}
