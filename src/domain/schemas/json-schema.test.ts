import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminBookingUpdateSchema } from './admin-booking-update';
import { forgotPasswordSchema, loginSchema } from './admin-login';
import { adminMessageSchema } from './admin-message';
import { adminBookingSchema, customerBookingSchema, pricesResponseSchema } from './booking';
import { bookingDetailsSchema } from './booking-details';
import { contactSchema } from './contact';
import { createBookingRequestSchema } from './create-booking';
import { lookupSchema } from './lookup';
import { newPasswordSchema } from './new-password';
import { quickFormSchema } from './quick-form';

/** The server declares its routes with these schemas, which needs them to convert to JSON Schema both ways. */
const schemas = {
  quickFormSchema,
  bookingDetailsSchema,
  createBookingRequestSchema,
  customerBookingSchema,
  adminBookingSchema,
  pricesResponseSchema,
  contactSchema,
  lookupSchema,
  loginSchema,
  forgotPasswordSchema,
  newPasswordSchema,
  adminMessageSchema,
  adminBookingUpdateSchema,
};

describe('API schemas as JSON Schema', () => {
  it.each(Object.entries(schemas))('%s converts for requests and responses', (_name, schema) => {
    expect(z.toJSONSchema(schema, { io: 'input' })).toHaveProperty('type', 'object');
    expect(z.toJSONSchema(schema, { io: 'output' })).toHaveProperty('type', 'object');
  });

  it('marks the optional booking fields as not required in a request', () => {
    const json = z.toJSONSchema(createBookingRequestSchema, { io: 'input' }) as { required: string[] };
    expect(json.required).not.toContain('reservationName');
    expect(json.required).not.toContain('pickupHours');
    expect(json.required).toContain('flightDate');
  });
});
