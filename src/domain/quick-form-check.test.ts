import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing/domain/field-errors';
import { type QuickFormValues, validateQuickForm } from './quick-form-check';
import { quickFormSchema } from './schemas/quick-form';

const valid: QuickFormValues = { serviceType: 'arrival', from: 'Cancun Airport', to: 'Tulum', passengers: 2 };

const cases: [string, QuickFormValues][] = [
  ['a valid arrival', valid],
  ['a valid departure', { serviceType: 'departure', from: 'Tulum', to: 'Cancun Airport', passengers: 30 }],
  ['no service type', { ...valid, serviceType: '' }],
  ['an unknown service type', { ...valid, serviceType: 'round-trip' }],
  ['no pickup', { ...valid, from: '' }],
  ['no destination', { ...valid, to: '' }],
  ['nothing chosen', { serviceType: '', from: '', to: '', passengers: 0 }],
  ['an arrival from a stay', { ...valid, from: 'Cancun' }],
  ['an arrival to the airport', { ...valid, to: 'Cancun Airport' }],
  [
    'a departure from the airport',
    { serviceType: 'departure', from: 'Cancun Airport', to: 'Cancun Airport', passengers: 1 },
  ],
  ['a departure to a stay', { serviceType: 'departure', from: 'Tulum', to: 'Cancun', passengers: 1 }],
  ['no passengers', { ...valid, passengers: 0 }],
  ['a fraction of a passenger', { ...valid, passengers: 1.5 }],
  ['not a number of passengers', { ...valid, passengers: Number.NaN }],
  ['100 passengers', { ...valid, passengers: 100 }],
  ['101 passengers', { ...valid, passengers: 101 }],
  ['2^31 passengers', { ...valid, passengers: 2 ** 31 }],
  ['more passengers than a number can hold exactly', { ...valid, passengers: 2 ** 53 }],
  ['an infinity of passengers', { ...valid, passengers: Number.POSITIVE_INFINITY }],
];

describe('quick form check without zod', () => {
  it('accepts an arrival to Tulum for 2 passengers', () => {
    expect(validateQuickForm(valid)).toEqual({});
  });

  it('gives all four messages for an empty form', () => {
    expect(validateQuickForm({ serviceType: '', from: '', to: '', passengers: 0 })).toEqual({
      serviceType: 'Please select a service type',
      from: 'Please select a pickup location',
      to: 'Please select a destination',
      passengers: 'Please select the number of passengers',
    });
  });

  it('says "Please enter no more than 100 passengers" for a bigger group', () => {
    expect(validateQuickForm({ ...valid, passengers: 101 })).toEqual({
      passengers: 'Please enter no more than 100 passengers',
    });
  });

  it('asks for a destination when only the airport side is set', () => {
    expect(validateQuickForm({ ...valid, to: '' })).toEqual({ to: 'Please select a destination' });
  });

  it.each(cases)('agrees with the quick form schema on %s', (_name, values) => {
    const parsed = quickFormSchema.safeParse(values);
    const expected = parsed.success ? {} : fieldErrors(parsed.error);
    expect(validateQuickForm(values)).toEqual(expected);
  });
});
