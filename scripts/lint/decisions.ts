/**
 * The decision records stay short and listed (docs/decisions/README.md): each at most MAX_DECISION_LINES
 * lines, with its Context, Decision and Consequences, and a line in the index linking it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const DECISIONS_DIR = 'docs/decisions';
export const DECISIONS_INDEX = 'README.md';
export const MAX_DECISION_LINES = 120;
const SECTIONS = ['Context', 'Decision', 'Consequences'];
const RECORD = /^\d{3}-.+\.md$/;

export type Decision = { file: string; text: string };

export function readDecisions(repo: string): { decisions: Decision[]; index: string } {
  const dir = path.join(repo, DECISIONS_DIR);
  const decisions = readdirSync(dir)
    .filter((file) => RECORD.test(file))
    .sort()
    .map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') }));
  return { decisions, index: readFileSync(path.join(dir, DECISIONS_INDEX), 'utf8') };
}

const lineCount = (text: string) => text.replace(/\n$/, '').split('\n').length;

/** The line the index lacks for a record, from its title (`# NNN: Title`). */
function indexLine({ file, text }: Decision): string {
  const title = /^#\s*(?:\d{3}:\s*)?(.+)$/m.exec(text)?.[1]?.trim() ?? file;
  return `| ${file.slice(0, 3)} | [${title}](${file}) | Accepted |`;
}

export function decisionProblems(decisions: Decision[], index: string): string[] {
  const problems: string[] = [];
  for (const decision of decisions) {
    const where = `${DECISIONS_DIR}/${decision.file}`;
    const lines = lineCount(decision.text);
    if (lines > MAX_DECISION_LINES) {
      problems.push(
        `${where} is ${lines} lines, over ${MAX_DECISION_LINES}: keep its first decision and write each later finding as a record of its own that says "Amends ${decision.file.slice(0, 3)}".`,
      );
    }
    const missing = SECTIONS.filter((section) => !new RegExp(`^## ${section}\\b`, 'm').test(decision.text));
    if (missing.length > 0)
      problems.push(`${where} has no section ${missing.map((s) => `'## ${s}'`).join(', ')}.`);
    if (!index.includes(`](${decision.file})`)) {
      problems.push(
        `${DECISIONS_DIR}/${DECISIONS_INDEX} has no line for ${decision.file}; paste:\n    ${indexLine(decision)}`,
      );
    }
  }
  const files = new Set(decisions.map((decision) => decision.file));
  for (const [, linked] of index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)) {
    if (linked && !files.has(linked))
      problems.push(`${DECISIONS_DIR}/${DECISIONS_INDEX} links ${linked}, which does not exist.`);
  }
  return problems;
}
