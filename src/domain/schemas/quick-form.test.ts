import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../testing/domain/field-errors';
import { quickFormSchema } from './quick-form';

const valid = { serviceType: 'arrival', from: 'Cancun Airport', to: 'Tulum', passengers: 2 };

function errorsOf(input: unknown): Record<string, string> {
  const result = quickFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('quick form', () => {
  it('accepts an arrival to Tulum for 2 passengers', () => {
    expect(quickFormSchema.parse(valid)).toEqual(valid);
  });

  it('accepts a departure from Playa del Carmen', () => {
    expect(
      errorsOf({ serviceType: 'departure', from: 'Playa del Carmen', to: 'Cancun Airport', passengers: 1 }),
    ).toEqual({});
  });

  it.each([
    ['serviceType', '', 'Please select a service type'],
    ['serviceType', 'round-trip', 'Please select a service type'],
    ['serviceType', undefined, 'Please select a service type'],
    ['from', '', 'Please select a pickup location'],
    ['from', undefined, 'Please select a pickup location'],
    ['to', '', 'Please select a destination'],
    ['to', 'Merida', 'Please select a destination'],
    ['passengers', 0, 'Please select the number of passengers'],
    ['passengers', -1, 'Please select the number of passengers'],
    ['passengers', 1.5, 'Please select the number of passengers'],
    ['passengers', '2', 'Please select the number of passengers'],
    ['passengers', undefined, 'Please select the number of passengers'],
  ])('%s of %j says %j', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each([1, 24, 25, 100])('accepts %i passengers', (passengers) => {
    expect(errorsOf({ ...valid, passengers })).toEqual({});
  });

  it('reports every missing field at once', () => {
    expect(errorsOf({ serviceType: '', from: '', to: '', passengers: 0 })).toEqual({
      serviceType: 'Please select a service type',
      from: 'Please select a pickup location',
      to: 'Please select a destination',
      passengers: 'Please select the number of passengers',
    });
  });

  it.each([
    [
      'an arrival to the airport',
      { serviceType: 'arrival', from: 'Cancun Airport', to: 'Cancun Airport' },
      'to',
    ],
    ['a departure to Cancun', { serviceType: 'departure', from: 'Tulum', to: 'Cancun' }, 'to'],
    ['an arrival from Tulum', { serviceType: 'arrival', from: 'Tulum', to: 'Cancun' }, 'from'],
    [
      'a departure from the airport',
      { serviceType: 'departure', from: 'Cancun Airport', to: 'Cancun' },
      'from',
    ],
  ])('refuses %s', (_name, route, field) => {
    const messages = { to: 'Please select a destination', from: 'Please select a pickup location' };
    expect(errorsOf({ ...valid, ...route })).toEqual({ [field]: messages[field as 'to' | 'from'] });
  });
});
