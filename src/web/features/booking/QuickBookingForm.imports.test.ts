import { describe, expect, it } from 'vitest';
import { packagesReachedFrom } from '../../../testing/web/importGraph';

describe('the quick form on the home page', () => {
  it('keeps zod, react-hook-form, TanStack Query and the router out of the home bundle', () => {
    const packages = packagesReachedFrom('src/web/features/booking/QuickBookingForm.tsx');
    // The walk does follow the form's imports (React, through the form and its fields). The draft's pickup
    // rules no longer reach date-fns (plain arithmetic on the instant).
    expect(packages.has('react')).toBe(true);
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
