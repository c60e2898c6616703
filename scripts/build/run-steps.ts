// Runs a build's steps in order: each printed as it starts and ends, and a failure named by its step, so
// that 'the page rendered no <title>' says it came from the prerender. Without Vite: build-if-missing
// loads this on every start, and Vite only when it builds.
import type { BuildDirs } from './build-dirs.ts';

export interface BuildStep {
  name: string;
  run(dirs: BuildDirs): Promise<unknown> | void;
}

/** A step that failed, by its name, with what it threw. */
export class BuildStepError extends Error {
  constructor(
    readonly step: string,
    cause: unknown,
  ) {
    super(`build step '${step}' failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

export async function runSteps(
  steps: readonly BuildStep[],
  dirs: BuildDirs,
  log: (line: string) => void = console.log,
): Promise<void> {
  for (const [index, step] of steps.entries()) {
    const label = `[build ${index + 1}/${steps.length}] ${step.name}`;
    log(`${label}...`);
    const started = performance.now();
    try {
      await step.run(dirs);
    } catch (error) {
      throw new BuildStepError(step.name, error);
    }
    log(`${label}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** Prints why the build failed, the failed step's name first, and ends the process with 1. */
export function exitOnBuildFailure(error: unknown): never {
  if (error instanceof BuildStepError) {
    console.error(`\n${error.message}`);
    if (error.cause instanceof Error && error.cause.stack) console.error(error.cause.stack);
  } else {
    console.error(error);
  }
  process.exit(1);
}
