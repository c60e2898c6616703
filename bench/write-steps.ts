/**
 * A timed request's steps between its statements (bench/write-path.ts): for each call it made, in the
 * order sent, the app's own work before the send, the call's wait in the app, and the same round trip's
 * in the floor (BEGIN, each statement, COMMIT, as the mirror sent them). Where the distance to the floor
 * lies: in the app's work between statements, or in waits longer than the floor's (the app's work run
 * while a statement is on the wire, its event loop's turn). A call made while another waits on the same
 * connection (the mail cap's count behind its lock) goes on the wire only at that one's answer: its wait
 * holds the other's. With BENCH_STAGES set, the stages of the request's handling are rows too (markStage),
 * each with the own work since the moment before and no wait.
 */
import { percentile } from './percentiles';
import { type CallEvent, isTransactionControl } from './statement-recorder';

/** One call of the request, in microseconds; the last row is the time from the last answer to the end. */
export interface StepRow {
  label: string;
  /** Since the moment before (the request's start, or the latest send or answer) to this call's send. */
  before: number;
  /** From the send to the answer; NaN on the last row. */
  wait: number;
  /** The same round trip in the floor; NaN where the floor has none. */
  floor: number;
}

/** A statement's first words up to a parenthesis, enough to tell the request's statements apart. */
const shortText = (text: string) =>
  text
    .replace(/["\s]+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 4)
    .join(' ')
    .split('(')[0]
    ?.trim() ?? '';

/**
 * Where a call's round trip is in the floor's list: its BEGIN first, its COMMIT last, a statement the next
 * one between (as the recorder kept them, a call without a text being none).
 */
function floorIndexOf(text: string, nextStatement: () => number, floorLength: number): number {
  if (!text) return -1;
  if (!isTransactionControl(text)) return 1 + nextStatement();
  return /^\s*begin/i.test(text) ? 0 : floorLength - 1;
}

/**
 * The request's rows from its calls' events and the floor's round trips ([BEGIN, statements..., COMMIT]).
 * A call's answer is matched to the earliest send of the same text still waiting: a connection answers in
 * order.
 */
export function stepRows(
  started: bigint,
  ended: bigint,
  events: CallEvent[],
  floorWaits: number[],
): StepRow[] {
  const us = (at: bigint) => Number(at - started) / 1e3;
  const rows: StepRow[] = [];
  /** The rows still waiting for their answer, by their call's text, each with the moment it was sent. */
  const waiting = new Map<string, { row: StepRow; sent: number }[]>();
  let latest = 0;
  let statement = 0;
  for (const event of events) {
    const at = us(event.at);
    if (event.kind === 'reached') {
      rows.push({ label: event.text, before: at - latest, wait: Number.NaN, floor: Number.NaN });
    } else if (event.kind === 'sent') {
      const floorIndex = floorIndexOf(event.text, () => statement++, floorWaits.length);
      const row = {
        label: shortText(event.text),
        before: at - latest,
        wait: Number.NaN,
        floor: floorWaits[floorIndex] ?? Number.NaN,
      };
      rows.push(row);
      waiting.set(event.text, [...(waiting.get(event.text) ?? []), { row, sent: at }]);
    } else {
      const call = waiting.get(event.text)?.shift();
      if (call) call.row.wait = at - call.sent;
    }
    latest = at;
  }
  rows.push({
    label: 'the answer is out, after the last answer',
    before: us(ended) - latest,
    wait: Number.NaN,
    floor: Number.NaN,
  });
  return rows;
}

/** The p50 of the values known (a row without a wait or a floor has NaN there). */
const median = (values: number[]) => {
  const known = values.filter((value) => !Number.isNaN(value));
  return known.length === 0 ? Number.NaN : percentile(known, 0.5);
};
const cell = (value: number) => (Number.isNaN(value) ? '' : Math.round(value).toString()).padStart(8);

/** Each row's p50 over the requests whose calls came in the usual order. */
export function printSteps(requests: StepRow[][]): void {
  const signature = (rows: StepRow[]) => rows.map((row) => row.label).join('|');
  const counts = new Map<string, number>();
  for (const rows of requests) counts.set(signature(rows), (counts.get(signature(rows)) ?? 0) + 1);
  const usual = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const alike = requests.filter((rows) => signature(rows) === usual);
  const first = alike[0];
  if (!first) return;
  console.log(
    `  its steps at p50, µs (${alike.length} of ${requests.length} alike): the app's own work before each send, the wait in the app, the same in the floor`,
  );
  console.log(`    ${'before'.padStart(8)}${'wait'.padStart(8)}${'floor'.padStart(8)}  call`);
  first.forEach((row, index) => {
    const column = (key: 'before' | 'wait' | 'floor') =>
      median(alike.map((rows) => rows[index]?.[key] ?? Number.NaN));
    console.log(`    ${cell(column('before'))}${cell(column('wait'))}${cell(column('floor'))}  ${row.label}`);
  });
}
