/**
 * Part of `npm run lint`: every commit made after the rule of commit-subject.ts came in (the commits after
 * RULE_BASE that are not merges) has a subject that keeps it. A clone without that commit (a shallow one)
 * has nothing to compare with and says so.
 */
import { execFileSync } from 'node:child_process';
import { subjectProblem } from './commit-subject';

/** The last commit made before the rule: the commits after it are held to it. */
const RULE_BASE = '890c2056d8dae87ffac81013e690cf0754f3f033';

function git(...args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

let log: string;
try {
  git('cat-file', '-e', `${RULE_BASE}^{commit}`);
  log = git('log', '--no-merges', '--format=%h%x09%s', `${RULE_BASE}..HEAD`);
} catch {
  console.log(`check-commits: commit ${RULE_BASE} is not in this clone; commit subjects not checked`);
  process.exit(0);
}

const refused = log
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [hash = '', subject = ''] = line.split('\t');
    return { hash, subject, problem: subjectProblem(subject) };
  })
  .filter((commit) => commit.problem);
for (const commit of refused) console.error(`${commit.hash} ${commit.subject}\n  ${commit.problem}`);
if (refused.length > 0) process.exit(1);
