// `npm run build`: the web app into dist/ (scripts/build/steps.ts names the steps), once any build under way
// has finished, written beside dist/ and put in its place only when complete (scripts/build/single-build.ts).
import { fromRoot } from '../vite.shared.ts';
import { exitOnBuildFailure } from './build/run-steps.ts';
import { buildAlways } from './build/single-build.ts';
import { buildWebApp } from './build/steps.ts';

await buildAlways(fromRoot('./dist'), buildWebApp).catch(exitOnBuildFailure);
