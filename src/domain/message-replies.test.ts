import { describe, expect, it } from 'vitest';
import { insideReplyWindow, OPT_OUT_WORDS, QUICK_REPLIES, replyKind } from './message-replies';

describe('replyKind', () => {
  it.each([
    ['LANDED', 'landed'],
    ['landed!', 'landed'],
    ['  Bags ', 'bags'],
    ['HELP', 'help'],
    ["Can't find my driver", 'help'],
    ['START', 'start'],
    ['stop all', 'stop'],
    ['Where are you? <script>&"\' 🚕', 'other'],
    ['I have landed but my bags are late', 'other'],
    ['', 'other'],
  ])('reads %j as %s', (body, kind) => {
    expect(replyKind(body)).toBe(kind);
  });

  it("honours every one of Twilio's opt-out words in any case", () => {
    for (const word of OPT_OUT_WORDS) {
      expect(replyKind(word.toLowerCase())).toBe('stop');
    }
  });

  it("reads the quick replies' texts, and a button's payload before the body", () => {
    expect(replyKind(QUICK_REPLIES.landed)).toBe('landed');
    expect(replyKind(QUICK_REPLIES.bags)).toBe('bags');
    expect(replyKind(QUICK_REPLIES.help)).toBe('help');
    expect(replyKind('anything', 'HELP')).toBe('help');
  });
});

describe('insideReplyWindow', () => {
  const last = new Date('2026-03-01T12:00:00Z');
  it('is open for 24 hours after the last message, and closed without one', () => {
    expect(insideReplyWindow(last, new Date('2026-03-02T11:59:59Z'))).toBe(true);
    expect(insideReplyWindow(last, new Date('2026-03-02T12:00:00Z'))).toBe(false);
    expect(insideReplyWindow(last, new Date('2026-03-01T11:00:00Z'))).toBe(false);
    expect(insideReplyWindow(null, last)).toBe(false);
  });
});
