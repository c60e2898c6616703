import { describe, expect, it } from 'vitest';
import { parsePriceRoutes } from './priceRoutes';

describe('prices from the API', () => {
  it('takes a well-formed answer', () => {
    const routes = [{ from: 'Cancun Airport', to: 'Tulum', basePrice: 219 }];
    expect(parsePriceRoutes({ routes })).toEqual(routes);
  });

  it.each([
    ['no body', null],
    ['no routes', {}],
    ['an empty table', { routes: [] }],
    ['a price that is not a number', { routes: [{ from: 'Cancun Airport', to: 'Tulum', basePrice: '199' }] }],
    ['a zero price', { routes: [{ from: 'Cancun Airport', to: 'Tulum', basePrice: 0 }] }],
  ])('ignores %s, so the built-in prices stay', (_case, body) => {
    expect(parsePriceRoutes(body)).toBeUndefined();
  });
});
