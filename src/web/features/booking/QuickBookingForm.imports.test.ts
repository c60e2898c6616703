import { describe, expect, it } from 'vitest';
import { packagesReachedFrom } from '../../../testing/web/importGraph';

describe('the quick form on the home page', () => {
  it('keeps zod, react-hook-form, TanStack Query and the router out of the home bundle', () => {
    const packages = packagesReachedFrom('src/web/features/booking/QuickBookingForm.tsx');
    // The walk does reach the domain (date-fns through the draft's pickup rules).
    expect(packages.has('date-fns')).toBe(true);
    for (const heavy of [
      'zod',
      'react-hook-form',
      '@hookform/resolvers/zod',
      '@tanstack/react-query',
      'react-router',
    ]) {
      expect(packages.has(heavy), heavy).toBe(false);
    }
  });
});
