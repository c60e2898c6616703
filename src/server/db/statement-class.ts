/**
 * The class of a SQL statement for the System page: its command and first table ('select bookings',
 * 'insert emails', 'update ride_offers', 'commit'). It reads only keywords and identifiers: string
 * literals, quoted text, comments and parameters are skipped, so no value a statement carries can show.
 * One pass over the characters, without allocating until the table is found: it runs for every statement.
 */

/** The commands a class names; any other statement is 'other'. */
const COMMANDS = [
  'select',
  'insert',
  'update',
  'delete',
  'with',
  'merge',
  'begin',
  'start',
  'commit',
  'rollback',
  'savepoint',
  'release',
  'set',
  'show',
  'reset',
  'lock',
  'truncate',
  'copy',
  'create',
  'alter',
  'drop',
  'vacuum',
  'analyze',
  'explain',
  'listen',
  'unlisten',
  'notify',
  'values',
  'call',
  'do',
] as const;
type Command = (typeof COMMANDS)[number];

export const OTHER_STATEMENTS = 'other';

/** Where each command names its table: after a keyword, or right after the command itself. */
const TABLE_AFTER: Partial<Record<Command, 'from' | 'into' | 'command'>> = {
  select: 'from',
  with: 'from',
  delete: 'from',
  insert: 'into',
  merge: 'into',
  update: 'command',
  lock: 'command',
  truncate: 'command',
  copy: 'command',
};

/** The longest table a class names: a schema and a table of PostgreSQL's 63 characters each. */
const MAX_TABLE_LENGTH = 127;

export function statementClass(text: string): string {
  const start = skipSpace(text, 0);
  const end = wordEnd(text, start);
  const command = commandAt(text, start, end);
  if (!command) return OTHER_STATEMENTS;
  const where = TABLE_AFTER[command];
  if (!where) return command;
  const table =
    where === 'command' ? tableAt(text, afterOptionalWords(text, end)) : tableAfter(text, end, where);
  return table ? `${command} ${table}` : command;
}

function commandAt(text: string, start: number, end: number): Command | undefined {
  for (const command of COMMANDS) {
    if (sameWord(text, start, end, command)) return command;
  }
  return undefined;
}

/**
 * The table after the first `keyword` outside parentheses, else after the first one inside them (a
 * subquery's), skipping literals, quoted identifiers and comments. A function (`from unnest(...)`) is
 * not a table.
 */
function tableAfter(text: string, from: number, keyword: 'from' | 'into'): string | undefined {
  let nested: string | undefined;
  let depth = 0;
  let i = from;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === QUOTE || code === DOUBLE_QUOTE) {
      i = quotedEnd(text, i, code);
    } else if (code === DASH && text.charCodeAt(i + 1) === DASH) {
      const lineEnd = text.indexOf('\n', i);
      i = lineEnd < 0 ? text.length : lineEnd + 1;
    } else if (code === SLASH && text.charCodeAt(i + 1) === STAR) {
      const commentEnd = text.indexOf('*/', i + 2);
      i = commentEnd < 0 ? text.length : commentEnd + 2;
    } else if (code === DOLLAR) {
      i = dollarQuotedEnd(text, i);
    } else if (code === OPEN) {
      depth += 1;
      i += 1;
    } else if (code === CLOSE) {
      depth -= 1;
      i += 1;
    } else if (isWordStart(code)) {
      const end = wordEnd(text, i);
      if (sameWord(text, i, end, keyword)) {
        const table = tableAt(text, end, keyword === 'from');
        if (table && depth <= 0) return table;
        nested ??= table;
      }
      i = end;
    } else {
      i += 1;
    }
  }
  return nested;
}

/** `only` (update only x) and `table` (lock table x, truncate table x) come before the table. */
function afterOptionalWords(text: string, from: number): number {
  let i = from;
  for (;;) {
    const start = skipSpace(text, i);
    const end = wordEnd(text, start);
    if (!sameWord(text, start, end, 'only') && !sameWord(text, start, end, 'table')) return i;
    i = end;
  }
}

/**
 * The identifier (maybe schema-qualified, maybe quoted) at `from`, lower-cased; after `from`, a name
 * followed by a parenthesis is a function's, not a table's.
 */
function tableAt(text: string, from: number, notFunction = false): string | undefined {
  const start = skipSpace(text, from);
  let i = identifierEnd(text, start);
  if (i === start) return undefined;
  if (text.charCodeAt(i) === DOT) {
    const next = identifierEnd(text, i + 1);
    if (next === i + 1) return undefined;
    i = next;
  }
  if (i - start > MAX_TABLE_LENGTH) return undefined;
  if (notFunction && text.charCodeAt(skipSpace(text, i)) === OPEN) return undefined;
  const name = text.slice(start, i).toLowerCase();
  return name.includes('"') ? name.replaceAll('"', '') : name;
}

/** A bare identifier, or a quoted one made of identifier characters only (anything else is not a table). */
function identifierEnd(text: string, start: number): number {
  if (text.charCodeAt(start) === DOUBLE_QUOTE) {
    const end = wordEnd(text, start + 1);
    return end > start + 1 && text.charCodeAt(end) === DOUBLE_QUOTE ? end + 1 : start;
  }
  return isWordStart(text.charCodeAt(start)) ? wordEnd(text, start) : start;
}

const QUOTE = 39; // '
const DOUBLE_QUOTE = 34; // "
const DASH = 45;
const SLASH = 47;
const STAR = 42;
const DOLLAR = 36;
const OPEN = 40;
const CLOSE = 41;
const DOT = 46;

const isLetter = (code: number) => (code | 32) >= 97 && (code | 32) <= 122;
const isWordStart = (code: number) => isLetter(code) || code === 95;
const isWordPart = (code: number) => isWordStart(code) || (code >= 48 && code <= 57) || code === DOLLAR;
const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13);

function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && isSpace(text.charCodeAt(i))) i += 1;
  return i;
}

function wordEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && isWordPart(text.charCodeAt(i))) i += 1;
  return i;
}

/** Compares text[start, end) with a lower-case word, ignoring case, without copying it. */
function sameWord(text: string, start: number, end: number, word: string): boolean {
  if (end - start !== word.length) return false;
  for (let k = 0; k < word.length; k += 1) {
    if ((text.charCodeAt(start + k) | 32) !== word.charCodeAt(k)) return false;
  }
  return true;
}

/** The end of a '...' literal or "..." identifier opening at `start` (a doubled quote stays inside). */
function quotedEnd(text: string, start: number, quote: number): number {
  let i = start + 1;
  while (i < text.length) {
    if (text.charCodeAt(i) === quote) {
      if (text.charCodeAt(i + 1) !== quote) return i + 1;
      i += 2;
    } else {
      i += 1;
    }
  }
  return text.length;
}

/** The end of a $tag$...$tag$ literal opening at `start`; a parameter ($1) is just skipped. */
function dollarQuotedEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && isWordStart(text.charCodeAt(i))) i += 1;
  if (text.charCodeAt(i) !== DOLLAR) return start + 1;
  const tag = text.slice(start, i + 1);
  const close = text.indexOf(tag, i + 1);
  return close < 0 ? text.length : close + tag.length;
}
