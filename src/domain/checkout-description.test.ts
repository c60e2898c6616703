import { describe, expect, it } from 'vitest';
import { checkoutDescription } from './checkout-description';

describe('the checkout description', () => {
  it('names the route and the group', () => {
    expect(checkoutDescription({ from: 'Cancun Airport', to: 'Tulum', passengers: 5 })).toBe(
      'Private transfer: Cancun Airport → Tulum, 5 passengers',
    );
  });

  it('says passenger for one traveller', () => {
    expect(checkoutDescription({ from: 'Playa del Carmen', to: 'Cancun Airport', passengers: 1 })).toBe(
      'Private transfer: Playa del Carmen → Cancun Airport, 1 passenger',
    );
  });
});
