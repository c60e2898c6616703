import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentLink } from '../../navigation/DocumentLink';
import { NavigationContext } from '../../navigation/NavigationContext';
import { RouterNavigation } from '../../navigation/RouterNavigation';
import { DRAFT_STORAGE_KEY, loadDraft } from './draftStorage';
import { QuickBookingForm } from './QuickBookingForm';

/** The form inside the single-page app (reached there by client-side navigation). */
function renderForm() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <RouterNavigation>
            <QuickBookingForm />
          </RouterNavigation>
        ),
      },
      { path: '/booking', element: <h1>Booking Details</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

function optionTexts(label: string): string[] {
  const select = screen.getByLabelText(label);
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

const ARRIVAL = 'Airport to Hotel/Airbnb/Private (Arrival)';
const DEPARTURE = 'Hotel/Airbnb/Private to Airport (Departure)';

afterEach(() => window.sessionStorage.clear());

describe('quick booking form', () => {
  it('offers the two service types and starts as an arrival from the fixed, read-only airport', () => {
    renderForm();
    expect(optionTexts('Service Type')).toEqual([ARRIVAL, DEPARTURE]);
    const from = screen.getByLabelText('From') as HTMLInputElement;
    expect(from.value).toBe('Cancun Airport');
    expect(from.readOnly).toBe(true);
    expect(optionTexts('To')).toEqual(['Select destination', 'Cancun', 'Playa del Carmen', 'Tulum']);
  });

  it('fixes To to the airport for a departure, lists stays as pickups and keeps To filled', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Service Type'), DEPARTURE);

    expect(optionTexts('From')).toEqual(['Select pickup', 'Cancun', 'Playa del Carmen', 'Tulum']);
    const to = screen.getByLabelText('To') as HTMLInputElement;
    expect(to.value).toBe('Cancun Airport');
    expect(to.readOnly).toBe(true);
  });

  it('resets the other endpoint when the service type changes', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('To'), 'Tulum');
    await user.selectOptions(screen.getByLabelText('Service Type'), DEPARTURE);
    expect((screen.getByLabelText('From') as HTMLSelectElement).value).toBe('');

    await user.selectOptions(screen.getByLabelText('From'), 'Playa del Carmen');
    await user.selectOptions(screen.getByLabelText('Service Type'), ARRIVAL);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('Cancun Airport');
    expect((screen.getByLabelText('To') as HTMLSelectElement).value).toBe('');
  });

  it('lists 1 to 24 passengers, singular for one, then the bigger-group choice', () => {
    renderForm();
    const texts = optionTexts('Number of Passengers');
    expect(texts).toHaveLength(25);
    expect(texts.slice(0, 2)).toEqual(['1 passenger', '2 passengers']);
    expect(texts[23]).toBe('24 passengers');
    expect(texts[24]).toBe('More than 24 passengers');
  });

  it('switches to a number input for more than 24 passengers, turns nonsense into 1, and cancels back', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Number of Passengers'), 'More than 24 passengers');

    const input = screen.getByRole('spinbutton', { name: 'Number of Passengers' }) as HTMLInputElement;
    expect(input.value).toBe('25');
    expect(input.min).toBe('1');
    expect(document.activeElement).toBe(input);

    await user.clear(input);
    await user.type(input, '-3');
    await user.tab();
    expect(input.value).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('combobox', { name: 'Number of Passengers' })).toBeTruthy();
  });

  it('shows the destination message in red and clears it when To is edited', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Continue to Book' }));

    const message = screen.getByText('Please select a destination');
    expect(message.className).toContain('text-error-700');
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');

    await user.selectOptions(screen.getByLabelText('To'), 'Cancun');
    expect(screen.queryByText('Please select a destination')).toBeNull();
  });

  it('asks for a pickup for a departure and keeps To disabled until From is set', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Service Type'), DEPARTURE);
    await user.click(screen.getByRole('button', { name: 'Continue to Book' }));
    expect(screen.getByText('Please select a pickup location')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('From'), 'Tulum');
    expect(screen.queryByText('Please select a pickup location')).toBeNull();
  });

  it('asks for passengers when the custom number is empty, and clears it on typing', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('To'), 'Tulum');
    await user.selectOptions(screen.getByLabelText('Number of Passengers'), 'More than 24 passengers');
    const input = screen.getByRole('spinbutton', { name: 'Number of Passengers' });
    await user.clear(input);
    // Submitting with Enter keeps the focus in the input, so the empty value is what gets checked.
    await user.type(input, '{Enter}');
    expect(screen.getByText('Please select the number of passengers')).toBeTruthy();

    await user.type(input, '30');
    expect(screen.queryByText('Please select the number of passengers')).toBeNull();
  });

  it('says "Please enter no more than 100 passengers" for a bigger custom group and stays', async () => {
    const { router, user } = renderForm();
    await user.selectOptions(screen.getByLabelText('To'), 'Tulum');
    await user.selectOptions(screen.getByLabelText('Number of Passengers'), 'More than 24 passengers');
    const input = screen.getByRole('spinbutton', { name: 'Number of Passengers' });
    await user.clear(input);
    await user.type(input, '101{Enter}');
    expect(screen.getByText('Please enter no more than 100 passengers')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(loadDraft()).toBeNull();
  });

  it('saves the draft in session storage and goes to /booking', async () => {
    const { router, user } = renderForm();
    await user.selectOptions(screen.getByLabelText('To'), 'Playa del Carmen');
    await user.selectOptions(screen.getByLabelText('Number of Passengers'), '5 passengers');
    await user.click(screen.getByRole('button', { name: 'Continue to Book' }));

    expect(router.state.location.pathname).toBe('/booking');
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
    expect(loadDraft()).toMatchObject({
      serviceType: 'arrival',
      from: 'Cancun Airport',
      to: 'Playa del Carmen',
      passengers: 5,
    });
  });

  it("on the router-free home page, hands /booking to the page's navigation once the draft is saved", async () => {
    const navigate = vi.fn(() => {
      // The draft must be stored before the page is left.
      expect(loadDraft()).toMatchObject({ to: 'Tulum' });
    });
    const location = { pathname: '/', hash: '', key: 'test' };
    render(
      <NavigationContext value={{ Link: DocumentLink, navigate, location }}>
        <QuickBookingForm />
      </NavigationContext>,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('To'), 'Tulum');
    await user.click(screen.getByRole('button', { name: 'Continue to Book' }));

    expect(navigate).toHaveBeenCalledExactlyOnceWith('/booking');
  });
});
