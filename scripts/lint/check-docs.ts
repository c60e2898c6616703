/**
 * The docs' checks, run by `npm run lint`: the generated sections of docs/architecture.md match their
 * sources, the decision records stay short and listed, every relative link resolves, and no doc outside
 * the decisions names an issue. Each failure says what to change or paste.
 */
import { architectureProblems } from './architecture-doc';
import { decisionProblems, readDecisions } from './decisions';
import { brokenLinks, docFiles, issueMentions } from './doc-links';

const repo = process.cwd();
const { decisions, index } = readDecisions(repo);
const files = docFiles(repo);
const problems = [
  ...architectureProblems(repo),
  ...decisionProblems(decisions, index),
  ...brokenLinks(repo, files),
  ...issueMentions(repo, files),
];
if (problems.length > 0) {
  console.error(`The docs need a change:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
