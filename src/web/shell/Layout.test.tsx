import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BRAND_NAME } from '../../domain/brand';
import { renderRoute } from '../../testing/web/renderRoute';

describe('layout', () => {
  it('offers a skip link to the main content', async () => {
    renderRoute('/terms');
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('links the header to the home anchors and the booking lookup', async () => {
    renderRoute('/terms');
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));

    expect(nav.getByRole('link', { name: 'Why Us' }).getAttribute('href')).toBe('/#why-choose-us');
    expect(nav.getByRole('link', { name: 'Our Destinations' }).getAttribute('href')).toBe(
      '/#our-destinations',
    );
    expect(nav.getByRole('link', { name: 'Check My Booking' }).getAttribute('href')).toBe(
      '/check-my-booking',
    );
  });

  it('shows the copyright line with the current year and the Our Services list', async () => {
    renderRoute('/');
    const footer = within(await screen.findByRole('contentinfo'));

    const year = new Date().getFullYear();
    expect(footer.getByText(`© ${year} ${BRAND_NAME}. All rights reserved.`)).toBeTruthy();
    expect(footer.getByRole('heading', { name: 'Our Services' })).toBeTruthy();
  });
});
