import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const SID = `AC${'0'.repeat(32)}`;
const account = { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'a'.repeat(32) };

describe("messaging's variables", () => {
  it('turns messages off when no account is set, with a daily cap of 500 by default', () => {
    expect(loadConfig({}).messaging).toBeUndefined();
    expect(loadConfig({ ...account, TWILIO_SMS_FROM: '+15005550006' }).messaging).toEqual({
      accountSid: SID,
      authToken: 'a'.repeat(32),
      whatsappFrom: undefined,
      smsFrom: '+15005550006',
      apiUrl: 'https://api.twilio.com',
      whatsappTemplates: {},
      dailyCap: 500,
    });
  });

  it.each([
    [
      { TWILIO_ACCOUNT_SID: SID },
      'TWILIO_AUTH_TOKEN TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together',
    ],
    [{ ...account }, 'TWILIO_WHATSAPP_FROM or TWILIO_SMS_FROM is required with TWILIO_ACCOUNT_SID'],
    [{ ...account, TWILIO_ACCOUNT_SID: 'SK123' }, 'TWILIO_ACCOUNT_SID must be a Twilio Account SID'],
    [{ ...account, TWILIO_SMS_FROM: '998 123 4567' }, 'TWILIO_SMS_FROM must be a number in E.164'],
    [{ SUPPORT_PHONE: '+52 998' }, 'SUPPORT_PHONE must be a number in E.164'],
    [{ MESSAGES_DAILY_CAP: '-1' }, 'MESSAGES_DAILY_CAP must be a whole number from 0 to 100000'],
    [
      { ...account, TWILIO_SMS_FROM: '+15005550006', TWILIO_WHATSAPP_TEMPLATES: '{' },
      'must be a JSON object',
    ],
    [
      { ...account, TWILIO_SMS_FROM: '+15005550006', TWILIO_WHATSAPP_TEMPLATES: '{"booked":"nope"}' },
      'Content SID',
    ],
    [
      {
        ...account,
        TWILIO_SMS_FROM: '+15005550006',
        TWILIO_WHATSAPP_TEMPLATES: `{"other":"HX${'a'.repeat(32)}"}`,
      },
      'TWILIO_WHATSAPP_TEMPLATES Unrecognized key',
    ],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('takes approved templates for some kinds only', () => {
    const templates = { landed: `HX${'a'.repeat(32)}` };
    const config = loadConfig({
      ...account,
      TWILIO_WHATSAPP_FROM: '+14155238886',
      TWILIO_WHATSAPP_TEMPLATES: JSON.stringify(templates),
    });
    expect(config.messaging?.whatsappTemplates).toEqual(templates);
  });
});
