/**
 * Every relative link of the docs (README.md, bench/README.md, docs/**) names a file or folder that exists,
 * and a `#part` of a Markdown file names one of its headings (GitHub's anchors). Links to the web are left
 * alone; code blocks are skipped.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The Markdown files the docs are made of, relative to the repository. */
export function docFiles(repo: string): string[] {
  const under = (dir: string): string[] =>
    readdirSync(path.join(repo, dir)).flatMap((name) => {
      const file = `${dir}/${name}`;
      if (statSync(path.join(repo, file)).isDirectory()) return under(file);
      return name.endsWith('.md') ? [file] : [];
    });
  return ['README.md', 'bench/README.md', ...under('docs')].filter((file) =>
    existsSync(path.join(repo, file)),
  );
}

/** The text outside fenced code blocks and inline code. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const headings = markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm);
  return new Set([...headings].map((match) => anchorOf(match[1] ?? '')));
}

export function brokenLinks(repo: string, files: string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(repo, file), 'utf8');
    for (const [, target = ''] of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [pathPart = '', anchor] = target.split('#');
      const resolved = pathPart ? path.join(path.dirname(file), pathPart) : file;
      if (!existsSync(path.join(repo, resolved))) {
        problems.push(`${file} links ${target}: ${resolved} does not exist.`);
        continue;
      }
      if (anchor && resolved.endsWith('.md')) {
        const anchors = anchorsOf(readFileSync(path.join(repo, resolved), 'utf8'));
        if (!anchors.has(anchor))
          problems.push(`${file} links ${target}: ${resolved} has no heading #${anchor}.`);
      }
    }
  }
  return problems;
}

/** Docs say what and why in the present tense: no "issue 12" or "(#12)" outside the decisions' records. */
export function issueMentions(repo: string, files: string[]): string[] {
  return files
    .filter((file) => !file.startsWith('docs/decisions/'))
    .flatMap((file) =>
      readFileSync(path.join(repo, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /\bissues? \d+|\(#\d+\)/i.test(line) ? [`${file}:${index + 1} names an issue: ${line.trim()}`] : [],
        ),
    );
}
