import { describe, expect, it } from 'vitest';
import { actorText } from './actor-text';

describe('actorText', () => {
  it('names people as people and the command line as such', () => {
    expect(actorText('customer', 'cancelled')).toBe('the traveller');
    expect(actorText('cli')).toBe('command line');
    expect(actorText('system')).toBe('the system');
    expect(actorText('admin@example.com', 'updated')).toBe('admin@example.com');
  });

  it('tells the payer, the payment provider and the transport provider apart', () => {
    expect(actorText('provider', 'paid')).toBe('the traveller, confirmed by the payment provider');
    expect(actorText('provider', 'refunded')).toBe('the payment provider');
    expect(actorText('provider', 'ride-mark')).toBe('the transport provider');
    expect(actorText('provider', 'offer-accepted')).toBe('the transport provider');
  });
});
