import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilioStandIn, type TwilioStandIn } from '../../testing/twilio-stand-in/twilio-stand-in';
import { loadConfig, type MessagingConfig } from '../config';
import { MessageSendError } from './message-sender';
import { twilioSender } from './twilio-sender';

describe('the Twilio adapter against the stand-in', () => {
  let standIn: TwilioStandIn;
  let config: MessagingConfig;
  beforeAll(async () => {
    standIn = await startTwilioStandIn();
    const loaded = loadConfig({
      TWILIO_ACCOUNT_SID: standIn.accountSid,
      TWILIO_AUTH_TOKEN: standIn.authToken,
      TWILIO_WHATSAPP_FROM: '+14155238886',
      TWILIO_SMS_FROM: '+15005550006',
      TWILIO_API_URL: standIn.apiUrl,
    }).messaging;
    if (!loaded) throw new Error('messaging not configured');
    config = loaded;
  });
  afterAll(() => standIn.close());

  const callback = 'https://example.com/api/messaging/twilio/status';

  it('sends a WhatsApp body from the WhatsApp sender, and an SMS from the SMS sender', async () => {
    const text = `Hi <b>&"'</script> 🚐`;
    const sender = twilioSender(config);
    expect(sender.channels).toEqual({ whatsapp: true, sms: true });
    const sent = await sender.send({
      channel: 'whatsapp',
      to: '+529981234567',
      body: text,
      statusCallback: callback,
    });
    expect(sent).toMatchObject({ status: 'queued' });
    expect(sent.sid).toMatch(/^SM[0-9a-f]{32}$/);
    await sender.send({ channel: 'sms', to: '+529981234567', body: 'Plain', statusCallback: callback });
    expect(standIn.messages.slice(-2)).toMatchObject([
      { to: 'whatsapp:+529981234567', from: 'whatsapp:+14155238886', body: text, statusCallback: callback },
      { to: '+529981234567', from: '+15005550006', body: 'Plain' },
    ]);
  });

  it('sends an approved template instead of the body when given one', async () => {
    await twilioSender(config).send({
      channel: 'whatsapp',
      to: '+529981234567',
      body: 'ignored',
      template: { contentSid: `HX${'a'.repeat(32)}`, variables: { 1: 'López' } },
      statusCallback: callback,
    });
    expect(standIn.messages.at(-1)).toMatchObject({
      body: null,
      contentSid: `HX${'a'.repeat(32)}`,
      contentVariables: '{"1":"López"}',
    });
  });

  it('calls a refusal permanent with its code, and an outage worth retrying', async () => {
    standIn.refuse('+529980000000', { code: 21211, status: 400 });
    const refused = twilioSender(config).send({
      channel: 'sms',
      to: '+529980000000',
      body: 'x',
      statusCallback: callback,
    });
    await expect(refused).rejects.toMatchObject({ permanent: true, code: '21211' });
    await expect(refused).rejects.not.toHaveProperty('message', expect.stringContaining('+5299800'));

    standIn.setDown(true);
    const down = twilioSender(config).send({
      channel: 'sms',
      to: '+529981234567',
      body: 'x',
      statusCallback: callback,
    });
    await expect(down).rejects.toBeInstanceOf(MessageSendError);
    await expect(down).rejects.toMatchObject({ permanent: false });
    standIn.setDown(false);
  });

  it('refuses a wrong auth token as Twilio does', async () => {
    const wrong = twilioSender({ ...config, authToken: 'not-the-token-of-this-account' });
    await expect(
      wrong.send({ channel: 'sms', to: '+529981234567', body: 'x', statusCallback: callback }),
    ).rejects.toMatchObject({ permanent: true, code: '20003' });
  });
});
