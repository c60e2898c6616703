import { describe, expect, it } from 'vitest';
import { buildDirsIn } from './build-dirs.ts';
import { BuildStepError, runSteps } from './run-steps.ts';

describe("the build's steps", () => {
  const dirs = buildDirsIn('/tmp/some-build');

  it('runs them in order, printing each as it starts and ends', async () => {
    const ran: string[] = [];
    const lines: string[] = [];
    await runSteps(
      [
        { name: 'vite client build', run: async () => void ran.push('client') },
        { name: 'prerender', run: (given) => void ran.push(`prerender into ${given.web}`) },
      ],
      dirs,
      (line) => lines.push(line),
    );
    expect(ran).toEqual(['client', 'prerender into /tmp/some-build/web']);
    expect(lines).toEqual([
      '[build 1/2] vite client build...',
      expect.stringMatching(/^\[build 1\/2\] vite client build: done in \d+\.\d s$/),
      '[build 2/2] prerender...',
      expect.stringMatching(/^\[build 2\/2\] prerender: done in \d+\.\d s$/),
    ]);
  });

  it('stops at a failed step and names it, with what it threw', async () => {
    const ran: string[] = [];
    const failure = runSteps(
      [
        {
          name: 'prerender',
          run: () => {
            throw new Error('the page rendered no <title>');
          },
        },
        { name: 'precompress', run: () => void ran.push('precompress') },
      ],
      dirs,
      () => {},
    );
    await expect(failure).rejects.toThrow(BuildStepError);
    await expect(failure).rejects.toThrow("build step 'prerender' failed: the page rendered no <title>");
    await failure.catch((error: BuildStepError) => {
      expect(error.step).toBe('prerender');
      expect((error.cause as Error).message).toBe('the page rendered no <title>');
    });
    expect(ran).toEqual([]);
  });
});
