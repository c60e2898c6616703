import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildAlways, buildUnlessFresh } from './single-build.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const singleBuild = fileURLToPath(new URL('./single-build.ts', import.meta.url));

/**
 * `npm start`'s build-if-missing in small: the real lock and swap around a stand-in build that takes a
 * while, notes each run in a log, and writes its folder in two steps, as a real build writes many files.
 */
const START = `
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { buildUnlessFresh } from ${JSON.stringify(singleBuild)};
const { DIST, BUILD_LOG } = process.env;
const outcome = await buildUnlessFresh(
  DIST,
  () => (existsSync(DIST + '/complete') ? null : 'No build'),
  async (outDir) => {
    appendFileSync(BUILD_LOG, process.pid + '\\n');
    mkdirSync(outDir);
    writeFileSync(outDir + '/half', 'written first');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    writeFileSync(outDir + '/complete', 'written last');
  },
  { pollMs: 20 },
);
console.log(outcome);
`;

function run(script: string, env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'single-build-'));
/** What is left beside dist/: nothing but dist/ itself once every build is over. */
const besideDist = (dir: string) => readdirSync(dir).filter((name) => name.startsWith('dist'));

describe('one build when several start at once', () => {
  it('builds once for three processes started together, the others waiting for it', async () => {
    const dir = tempDir();
    const script = path.join(dir, 'start.mts');
    writeFileSync(script, START);
    const env = { DIST: path.join(dir, 'dist'), BUILD_LOG: path.join(dir, 'builds.log') };

    const runs = await Promise.all([run(script, env), run(script, env), run(script, env)]);

    for (const { code, out } of runs) expect(code, out).toBe(0);
    expect(readFileSync(env.BUILD_LOG, 'utf8').trim().split('\n')).toHaveLength(1);
    const outcomes = runs.map(({ out }) => out.trim().split('\n').at(-1)).sort();
    // A process that started after the build ended finds it fresh: none builds a second time.
    expect(outcomes[0]).toBe('built');
    for (const outcome of outcomes.slice(1)) expect(['built by another process', 'fresh']).toContain(outcome);
    expect(readdirSync(env.DIST).sort()).toEqual(['complete', 'half']);
    expect(besideDist(dir)).toEqual(['dist']);
  }, 30_000);

  it('puts a new build in place of the old one whole, and nothing of the old one stays', async () => {
    const dir = tempDir();
    const dist = path.join(dir, 'dist');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'old'), 'the last build');
    await buildAlways(dist, async (outDir) => {
      // While the build runs, dist/ is still the whole old build.
      expect(readdirSync(dist)).toEqual(['old']);
      mkdirSync(outDir);
      writeFileSync(path.join(outDir, 'new'), 'this build');
    });
    expect(readdirSync(dist)).toEqual(['new']);
    expect(besideDist(dir)).toEqual(['dist']);
  });

  it('leaves the old build, and no half of the new one, when a build fails; the lock is free again', async () => {
    const dir = tempDir();
    const dist = path.join(dir, 'dist');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'old'), 'the last build');
    const failing = buildUnlessFresh(
      dist,
      () => 'sources changed',
      async (outDir) => {
        mkdirSync(outDir);
        writeFileSync(path.join(outDir, 'half'), 'written before the failure');
        throw new Error('the page rendered no <title>');
      },
    );
    await expect(failing).rejects.toThrow('the page rendered no <title>');
    expect(readdirSync(dist)).toEqual(['old']);
    expect(besideDist(dir)).toEqual(['dist']);
    await buildAlways(dist, async (outDir) => mkdirSync(outDir));
    expect(existsSync(dist)).toBe(true);
  });

  it('clears what a build that died midway left beside dist/', async () => {
    const dir = tempDir();
    const dist = path.join(dir, 'dist');
    mkdirSync(path.join(dir, 'dist.building-99999999'));
    mkdirSync(path.join(dir, 'dist.replaced-99999999'));
    await buildAlways(dist, async (outDir) => mkdirSync(outDir));
    expect(besideDist(dir)).toEqual(['dist']);
  });

  it('does nothing, not even take the lock, when the build is fresh', async () => {
    const dir = tempDir();
    const dist = path.join(dir, 'dist');
    // No dist.lock is made: a start with a fresh build never waits for one under way elsewhere.
    const outcome = await buildUnlessFresh(
      dist,
      () => null,
      async () => expect.fail('built'),
    );
    expect(outcome).toBe('fresh');
    expect(besideDist(dir)).toEqual([]);
  });
});
