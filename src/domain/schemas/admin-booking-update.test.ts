import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../testing/domain/field-errors';
import { adminBookingUpdateSchema } from './admin-booking-update';

function errorsOf(input: unknown): Record<string, string> {
  const result = adminBookingUpdateSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('admin booking update', () => {
  it.each([
    [{ status: 'confirmed' }],
    [{ driverName: ' Juan ', driverCompany: 'Transportes Caribe', driverOrdered: true }],
    [{ driverName: null, adminNotes: null }],
    [{ passengers: 1 }],
    [{ passengers: 25 }],
    [{ specialInstructions: '' }],
    [{ serviceType: 'departure', from: 'Tulum', to: 'Cancun Airport' }],
    [{ from: 'Cancun' }],
  ])('accepts %j', (input) => {
    expect(errorsOf(input)).toEqual({});
  });

  it('trims what the admin typed', () => {
    expect(adminBookingUpdateSchema.parse({ driverName: ' Juan ', firstName: ' Ana ' })).toEqual({
      driverName: 'Juan',
      firstName: 'Ana',
    });
  });

  it('needs at least one field', () => {
    expect(errorsOf({})).toEqual({ '': 'Please change at least one field' });
  });

  it.each([
    ['passengers', 0, 'Passengers must be at least 1'],
    ['passengers', -2, 'Passengers must be at least 1'],
    ['passengers', 2.5, 'Passengers must be at least 1'],
    ['firstName', ' ', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', '', 'Email is required'],
    ['email', 'ana', 'Invalid email address'],
    ['phone', '', 'Phone number is required'],
    ['phone', '998123456', 'Phone number must be at least 10 digits'],
    ['phone', '998-123-4567', 'Phone number may contain only digits, plus signs and spaces'],
    ['hotelName', '', 'Hotel/AirBNB/Stay name or address is required'],
    ['flightAirline', '', 'Airline is required'],
    ['flightNumber', '', 'Flight number is required'],
    ['serviceType', 'round-trip', 'Please select a service type'],
    ['from', 'Merida', 'Please select a pickup location'],
    ['to', '', 'Please select a destination'],
  ])('a %s of %j says %j', (field, value, message) => {
    expect(errorsOf({ [field]: value })).toEqual({ [field]: message });
  });

  it('refuses an unknown status', () => {
    expect(errorsOf({ status: 'expired' })).toHaveProperty('status');
  });

  it('refuses a whole route the form does not offer', () => {
    expect(errorsOf({ serviceType: 'arrival', from: 'Cancun Airport', to: 'Cancun Airport' })).toEqual({
      to: 'Please select a destination',
    });
  });
});
