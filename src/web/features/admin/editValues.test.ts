import { describe, expect, it } from 'vitest';
import { adminBooking } from '../../../testing/web/bookings';
import { changedFields, editValuesOf } from './editValues';

describe('changedFields', () => {
  const booking = adminBooking({ driverName: 'Luis' });

  it('sends only the fields that differ from the booking', () => {
    expect(changedFields(booking, { ...editValuesOf(booking), driverCompany: 'Caribe Vans' })).toEqual({
      driverCompany: 'Caribe Vans',
    });
  });

  it('clears a driver or note field to no value', () => {
    expect(changedFields(booking, { ...editValuesOf(booking), driverName: '' })).toEqual({
      driverName: null,
    });
  });

  it('sends the whole route when any end of it changes', () => {
    expect(changedFields(booking, { ...editValuesOf(booking), to: 'Cancun' })).toEqual({
      serviceType: 'arrival',
      from: 'Cancun Airport',
      to: 'Cancun',
    });
  });
});
