import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeTotal,
  DEFAULT_PRICE_ROUTES,
  findBasePrice,
  PASSENGERS_PER_VEHICLE,
  type PriceRoute,
  quoteTotal,
  UNKNOWN_ROUTE_PRICE,
  vehiclesNeeded,
} from './prices';

const editedTable: PriceRoute[] = [
  { from: 'Cancun Airport', to: 'Cancun', basePrice: 55 },
  { from: 'Tulum', to: 'Cancun Airport', basePrice: 210 },
];

describe('base prices', () => {
  it('has the built-in prices of the spec', () => {
    expect(DEFAULT_PRICE_ROUTES).toEqual([
      { from: 'Cancun Airport', to: 'Cancun', basePrice: 49 },
      { from: 'Cancun Airport', to: 'Playa del Carmen', basePrice: 99 },
      { from: 'Cancun Airport', to: 'Tulum', basePrice: 199 },
    ]);
    expect(UNKNOWN_ROUTE_PRICE).toBe(49);
    expect(PASSENGERS_PER_VEHICLE).toBe(4);
  });

  it.each([
    ['Cancun Airport', 'Cancun', 49],
    ['Cancun Airport', 'Playa del Carmen', 99],
    ['Cancun Airport', 'Tulum', 199],
    ['Cancun', 'Cancun Airport', 49],
    ['Playa del Carmen', 'Cancun Airport', 99],
    ['Tulum', 'Cancun Airport', 199],
    ['Cancun', 'Tulum', 49],
    ['', '', 49],
  ])('with an empty table, %j to %j costs $%i per vehicle', (from, to, price) => {
    expect(findBasePrice([], from, to)).toBe(price);
  });

  it('uses the table instead of the built-in prices when it has rows', () => {
    expect(findBasePrice(editedTable, 'Cancun Airport', 'Cancun')).toBe(55);
  });

  it('uses the reverse direction when only that one is priced', () => {
    expect(findBasePrice(editedTable, 'Cancun Airport', 'Tulum')).toBe(210);
    expect(findBasePrice(editedTable, 'Cancun', 'Cancun Airport')).toBe(55);
  });

  it('prefers the direct route over the reverse one', () => {
    const table = [
      { from: 'Cancun Airport', to: 'Tulum', basePrice: 199 },
      { from: 'Tulum', to: 'Cancun Airport', basePrice: 250 },
    ];
    expect(findBasePrice(table, 'Tulum', 'Cancun Airport')).toBe(250);
    expect(findBasePrice(table, 'Cancun Airport', 'Tulum')).toBe(199);
  });

  it('charges $49 for a route missing from a non-empty table', () => {
    expect(findBasePrice(editedTable, 'Cancun Airport', 'Playa del Carmen')).toBe(49);
  });
});

describe('vehicles', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [1, 1],
    [4, 1],
    [5, 2],
    [8, 2],
    [9, 3],
    [24, 6],
    [25, 7],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%d passengers need %i vehicles', (passengers, vehicles) => {
    expect(vehiclesNeeded(passengers)).toBe(vehicles);
  });
});

describe('totals', () => {
  it.each([
    ['an arrival for 1 passenger to Cancun costs $49', 'Cancun Airport', 'Cancun', 1, 49],
    ['an arrival for 4 passengers to Cancun costs $49', 'Cancun Airport', 'Cancun', 4, 49],
    ['an arrival for 5 passengers to Cancun costs $98', 'Cancun Airport', 'Cancun', 5, 98],
    ['an arrival for 5 passengers to Tulum costs $398', 'Cancun Airport', 'Tulum', 5, 398],
    [
      'a departure for 3 passengers from Playa del Carmen costs $99',
      'Playa del Carmen',
      'Cancun Airport',
      3,
      99,
    ],
    ['a departure for 24 passengers from Tulum costs $1194', 'Tulum', 'Cancun Airport', 24, 1194],
    ['a departure for 25 passengers from Tulum costs $1393', 'Tulum', 'Cancun Airport', 25, 1393],
    ['0 passengers cost nothing', 'Cancun Airport', 'Tulum', 0, 0],
  ])('%s', (_name, from, to, passengers, total) => {
    expect(quoteTotal([], from, to, passengers)).toBe(total);
  });

  it.each([
    [0, 4],
    [-49, 4],
    [49, 0],
    [49, -3],
    [Number.NaN, 4],
    [49, Number.NaN],
    [Number.POSITIVE_INFINITY, 4],
  ])('a base of %d for %d passengers totals 0', (base, passengers) => {
    expect(computeTotal(base, passengers)).toBe(0);
  });

  const base = fc.integer({ min: 1, max: 10_000 });
  const passengers = fc.integer({ min: 1, max: 1_000 });

  it('is always a whole number of vehicles at the base price', () => {
    fc.assert(
      fc.property(base, passengers, (b, p) => {
        const total = computeTotal(b, p);
        expect(total % b).toBe(0);
        expect(total / b).toBe(Math.ceil(p / 4));
      }),
    );
  });

  it('grows by exactly one base price every 4 passengers', () => {
    fc.assert(
      fc.property(base, passengers, (b, p) => {
        expect(computeTotal(b, p + 4)).toBe(computeTotal(b, p) + b);
      }),
    );
  });

  it('never decreases as passengers are added', () => {
    fc.assert(
      fc.property(base, passengers, (b, p) => {
        expect(computeTotal(b, p + 1)).toBeGreaterThanOrEqual(computeTotal(b, p));
      }),
    );
  });

  it('is 0 whenever the base price or the passenger count is 0 or less', () => {
    const nonPositive = fc.oneof(fc.integer({ max: 0 }), fc.double({ max: 0, noNaN: true }));
    fc.assert(
      fc.property(nonPositive, passengers, (b, p) => {
        expect(computeTotal(b, p)).toBe(0);
      }),
    );
    fc.assert(
      fc.property(base, nonPositive, (b, p) => {
        expect(computeTotal(b, p)).toBe(0);
      }),
    );
  });

  it('prices the reverse direction like the direct one when only one exists', () => {
    const place = fc.constantFrom('Cancun Airport', 'Cancun', 'Playa del Carmen', 'Tulum', 'Merida');
    fc.assert(
      fc.property(place, place, base, passengers, (from, to, b, p) => {
        fc.pre(from !== to);
        const table = [{ from, to, basePrice: b }];
        expect(quoteTotal(table, to, from, p)).toBe(quoteTotal(table, from, to, p));
        expect(quoteTotal(table, to, from, p)).toBe(computeTotal(b, p));
      }),
    );
  });
});
