import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/web/renderRoute';

describe('home page', () => {
  it('has the booking hero and the two sections the header links to', async () => {
    renderRoute('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Book Your Transport' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Why Choose Our Service' }).closest('section')?.id,
    ).toBe('why-choose-us');
    expect(screen.getByRole('heading', { level: 2, name: 'Our Destinations' }).closest('section')?.id).toBe(
      'our-destinations',
    );
  });
});
