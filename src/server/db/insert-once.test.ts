import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { queryRows, type Transaction } from './client';
import { insertBuiltOnce } from './insert-once';
import { emails } from './schema';

const HOSTILE = `<b>"Ana" & 'Luis'</b></script> 🚐`;

describe.each(TEST_ENGINES)('an insert built once per shape on %s', (engine) => {
  const database = useTestDatabase(engine);

  const queue = (values: {
    subject: string;
    attachments: { filename: string; contentType: string; content: string }[] | null;
    replyTo?: string | null;
  }) =>
    insertBuiltOnce(
      database().db,
      'insert-once-test',
      {
        kind: 'booking-received',
        toAddress: 'ana@example.com',
        subject: values.subject,
        textBody: HOSTILE,
        htmlBody: HOSTILE,
        attachments: values.attachments,
        replyTo: values.replyTo,
        carriesSecret: false,
      },
      (db, given) => db.insert(emails).values(given).returning({ id: emails.id, subject: emails.subject }),
    );

  /** The stored row as the database holds it: a missing JSON value is SQL's null, not JSON's. */
  const stored = async (id: string) => {
    const [row] = await queryRows<{
      subject: string;
      text: string;
      json_type: string | null;
      reply_to: string | null;
    }>(
      database().db,
      sql`select subject, text_body as text, jsonb_typeof(attachments) as json_type, reply_to
          from emails where id = ${id}`,
    );
    return row;
  };

  it('stores each call with its own values, as typed, and answers what the insert returns', async () => {
    const file = { filename: 'ride.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' };
    const first = await queue({ subject: 'First', attachments: [file] });
    const second = await queue({ subject: `Second ${HOSTILE}`, attachments: [file, file] });
    expect(first).toEqual([{ id: expect.any(String), subject: 'First' }]);
    expect(second).toEqual([{ id: expect.any(String), subject: `Second ${HOSTILE}` }]);
    expect(first[0]?.id).not.toBe(second[0]?.id);
    expect(await stored(second[0]?.id ?? '')).toEqual({
      subject: `Second ${HOSTILE}`,
      text: HOSTILE,
      json_type: 'array',
      reply_to: null,
    });
    const [row] = await database()
      .db.select()
      .from(emails)
      .where(eq(emails.id, second[0]?.id ?? ''));
    expect(row?.attachments).toEqual([file, file]);
  });

  it('keeps a null as SQL null and an absent value as the column default, whatever came before', async () => {
    const file = { filename: 'ride.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' };
    await queue({ subject: 'With a file', attachments: [file], replyTo: 'ops@example.com' });
    const [none] = await queue({ subject: 'Without', attachments: null, replyTo: null });
    expect(await stored(none?.id ?? '')).toMatchObject({ json_type: null, reply_to: null });
    const [absent] = await queue({ subject: 'Default reply-to', attachments: null });
    expect(await stored(absent?.id ?? '')).toMatchObject({ json_type: null, reply_to: null });
    const [again] = await queue({
      subject: 'With a file again',
      attachments: [file],
      replyTo: 'ops@example.com',
    });
    expect(await stored(again?.id ?? '')).toMatchObject({ json_type: 'array', reply_to: 'ops@example.com' });
  });

  it('answers the whole row as its columns decode it: instants as dates, JSON as values', async () => {
    const file = { filename: 'ride.ics', contentType: 'text/calendar', content: HOSTILE };
    const [row] = await insertBuiltOnce(
      database().db,
      'insert-once-test-whole',
      {
        kind: 'booking-received',
        toAddress: 'ana@example.com',
        subject: HOSTILE,
        textBody: HOSTILE,
        htmlBody: HOSTILE,
        attachments: [file],
        carriesSecret: true,
      },
      (db, given) => db.insert(emails).values(given).returning(),
    );
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(Math.abs((row?.createdAt?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(row).toMatchObject({ subject: HOSTILE, attachments: [file], carriesSecret: true, replyTo: null });
  });

  it('fills each value into its own column whatever order the keys come in', async () => {
    const insert = (values: Record<string, unknown>) =>
      insertBuiltOnce(database().db, 'insert-once-test-order', values, (db, given) =>
        db
          .insert(emails)
          .values(given as typeof emails.$inferInsert)
          .returning({ id: emails.id, subject: emails.subject, toAddress: emails.toAddress }),
      );
    const common = { kind: 'booking-received', textBody: 'x', htmlBody: 'x', carriesSecret: false };
    const [first] = await insert({ ...common, subject: 'To Ana', toAddress: 'ana@example.com' });
    const [second] = await insert({
      toAddress: 'luis@example.com',
      subject: `To Luis ${HOSTILE}`,
      ...common,
    });
    expect(first).toMatchObject({ subject: 'To Ana', toAddress: 'ana@example.com' });
    expect(second).toMatchObject({ subject: `To Luis ${HOSTILE}`, toAddress: 'luis@example.com' });
  });

  it('runs in the transaction it is given: a rollback takes the row with it', async () => {
    await database()
      .db.transaction(async (tx) => {
        await insertBuiltOnce(
          tx,
          'insert-once-test',
          {
            kind: 'booking-received',
            toAddress: 'ana@example.com',
            subject: 'Rolled back',
            textBody: 'x',
            htmlBody: 'x',
            attachments: null,
            replyTo: undefined,
            carriesSecret: false,
          },
          (db, given) =>
            db.insert(emails).values(given).returning({ id: emails.id, subject: emails.subject }),
        );
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await database().db.select().from(emails)).toEqual([]);
  });

  it('runs a value that is SQL as it is, not as a placeholder', async () => {
    const [row] = await insertBuiltOnce(
      database().db,
      'insert-once-test-sql',
      {
        kind: 'booking-received',
        toAddress: 'ana@example.com',
        subject: sql`upper(${'shouted'})`,
        textBody: 'x',
        htmlBody: 'x',
        carriesSecret: false,
      },
      (db, given) => db.insert(emails).values(given).returning({ subject: emails.subject }),
    );
    expect(row?.subject).toBe('SHOUTED');
  });
});

// PGlite has one connection and no prepared statements by name.
describe.runIf(TEST_ENGINES.includes('postgres'))('an insert built once on postgres', () => {
  const database = useTestDatabase('postgres');
  const given = (subject: string) => ({
    kind: 'booking-received' as const,
    toAddress: 'ana@example.com',
    subject,
    textBody: HOSTILE,
    htmlBody: HOSTILE,
    carriesSecret: false,
  });

  it('is prepared once on its connection and its plan kept for the next call', async () => {
    // One connection holds the transaction: its prepared statements before and after the three calls.
    const preparedOn = (tx: Transaction) =>
      queryRows<{ name: string }>(tx, sql`select name from pg_prepared_statements order by name`);
    const [before, after] = await database().db.transaction(async (tx) => {
      const earlier = await preparedOn(tx);
      for (const subject of ['One', `Two ${HOSTILE}`, 'Three']) {
        await insertBuiltOnce(tx, 'insert-once-prepared', given(subject), (db, values) =>
          db.insert(emails).values(values).returning({ id: emails.id }),
        );
      }
      return [earlier, await preparedOn(tx)];
    });
    const known = new Set(before.map((row) => row.name));
    expect(after.filter((row) => !known.has(row.name))).toHaveLength(1);
    const stored = await queryRows<{ subject: string }>(
      database().db,
      sql`select subject from emails order by created_at, id`,
    );
    expect(stored.map((row) => row.subject).sort()).toEqual(['One', 'Three', `Two ${HOSTILE}`].sort());
  });
});
