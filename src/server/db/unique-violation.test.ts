import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { prices } from './schema';
import { uniqueViolation } from './unique-violation';

describe.each(TEST_ENGINES)('recognising a unique violation on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('names the unique index a duplicate ran into', async () => {
    const duplicate = database()
      .db.insert(prices)
      .values({ fromLocation: 'Cancun Airport', toLocation: 'Tulum', basePrice: 1 });
    const error = await duplicate.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(uniqueViolation(error)).toBe('prices_route_idx');
  });

  it('says nothing of other errors', () => {
    expect(uniqueViolation(new Error('boom'))).toBeUndefined();
    expect(uniqueViolation(undefined)).toBeUndefined();
  });
});
