// `npm run build`: the web app into dist/, in the steps scripts/build/steps.ts names.
import { fromRoot } from '../vite.shared.ts';
import { exitOnBuildFailure } from './build/run-steps.ts';
import { buildWebApp } from './build/steps.ts';

await buildWebApp(fromRoot('./dist')).catch(exitOnBuildFailure);
