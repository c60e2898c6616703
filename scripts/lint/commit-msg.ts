/**
 * The `commit-msg` hook (`.githooks/commit-msg`, installed by `npm install`): refuses a commit whose subject
 * breaks the rule of commit-subject.ts, saying why. `git commit --no-verify` passes it by, and the lint
 * over the commits since the rule (check-commits.ts) then fails instead.
 */
import { readFileSync } from 'node:fs';
import { subjectOf, subjectProblem } from './commit-subject';

const file = process.argv[2];
if (!file) throw new Error('usage: tsx scripts/lint/commit-msg.ts COMMIT_MSG_FILE');
const subject = subjectOf(readFileSync(file, 'utf8'));
const problem = subjectProblem(subject);
if (problem) {
  console.error(`commit-msg: ${problem}\n  ${subject}`);
  process.exit(1);
}
