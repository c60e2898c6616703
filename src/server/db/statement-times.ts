/**
 * How long this server's statements took over the last hour, per statement class (statement-class.ts):
 * each class keeps a minute bucket for each of the last 60 minutes (count, total and slowest time), so
 * recording a statement is a few array writes and the hour rolls on by itself. Classes are capped: past
 * the cap a new class counts as 'other', so the memory stays bounded (a few KB a class).
 */
import { OTHER_STATEMENTS, statementClass } from './statement-class';

const MINUTE_MS = 60_000;
const MINUTES = 60;
/**
 * Statement texts whose class is known: the app sends the same few dozen texts over and over (most are
 * built once, insert-once.ts), and a text seen again is a map lookup instead of a scan. Emptied when full.
 */
const MAX_KNOWN_TEXTS = 1_000;

/** The most classes kept; the app's own statements make well under a hundred. */
export const MAX_STATEMENT_CLASSES = 200;

/** One class's last hour. */
export interface StatementClassHour {
  name: string;
  count: number;
  slowestMs: number;
  meanMs: number;
}

interface ClassMinutes {
  name: string;
  /** The minute (since the epoch) each bucket holds; a bucket of an older minute counts as empty. */
  minute: Int32Array;
  count: Float64Array;
  totalMs: Float64Array;
  slowestMs: Float64Array;
}

export interface StatementTimes {
  /** Counts one statement of `text` that took `ms`. */
  record(text: string, ms: number): void;
  /** Each class seen in the last hour, the slowest statement first. */
  lastHour(): StatementClassHour[];
}

/** `now` says the time in milliseconds since the epoch (a test passes its own clock). */
export function createStatementTimes(now: () => number = Date.now): StatementTimes {
  const classes = new Map<string, ClassMinutes>();
  const knownTexts = new Map<string, string>();
  const classOfText = (text: string): string => {
    let name = knownTexts.get(text);
    if (name === undefined) {
      if (knownTexts.size >= MAX_KNOWN_TEXTS) knownTexts.clear();
      name = statementClass(text);
      knownTexts.set(text, name);
    }
    return name;
  };
  const classOf = (name: string): ClassMinutes => {
    const known = classes.get(name);
    if (known) return known;
    if (classes.size >= MAX_STATEMENT_CLASSES && name !== OTHER_STATEMENTS) return classOf(OTHER_STATEMENTS);
    const added: ClassMinutes = {
      name,
      minute: new Int32Array(MINUTES).fill(-1),
      count: new Float64Array(MINUTES),
      totalMs: new Float64Array(MINUTES),
      slowestMs: new Float64Array(MINUTES),
    };
    classes.set(name, added);
    return added;
  };
  return {
    record(text, ms) {
      const entry = classOf(classOfText(text));
      const minute = Math.floor(now() / MINUTE_MS);
      const bucket = minute % MINUTES;
      if (entry.minute[bucket] !== minute) {
        entry.minute[bucket] = minute;
        entry.count[bucket] = 0;
        entry.totalMs[bucket] = 0;
        entry.slowestMs[bucket] = 0;
      }
      entry.count[bucket] = (entry.count[bucket] ?? 0) + 1;
      entry.totalMs[bucket] = (entry.totalMs[bucket] ?? 0) + ms;
      if (ms > (entry.slowestMs[bucket] ?? 0)) entry.slowestMs[bucket] = ms;
    },
    lastHour() {
      const current = Math.floor(now() / MINUTE_MS);
      const hour: StatementClassHour[] = [];
      for (const entry of classes.values()) {
        let count = 0;
        let totalMs = 0;
        let slowestMs = 0;
        for (let bucket = 0; bucket < MINUTES; bucket += 1) {
          const minute = entry.minute[bucket] ?? -1;
          if (minute <= current - MINUTES || minute > current) continue;
          count += entry.count[bucket] ?? 0;
          totalMs += entry.totalMs[bucket] ?? 0;
          slowestMs = Math.max(slowestMs, entry.slowestMs[bucket] ?? 0);
        }
        if (count > 0) hour.push({ name: entry.name, count, slowestMs, meanMs: totalMs / count });
      }
      return hour.sort((a, b) => b.slowestMs - a.slowestMs || b.meanMs - a.meanMs);
    },
  };
}
