/**
 * How long each text a person types may be, and the characters nobody types. A limit fits the
 * field's purpose: a name, a hotel's address, a note. The zod schemas (schemas/fields.ts), the zod-free
 * checks of the home page's forms (quick-form-check.ts, contact-check.ts) and the database's CHECK
 * constraints (migration 0012) all hold the same numbers, so a value one layer takes the next one takes too.
 */
export const TEXT_LIMITS = {
  /** First, last and reservation names, a driver's name and company, the contact form's name. */
  name: 100,
  airline: 100,
  flightNumber: 30,
  /** RFC 5321's longest deliverable address. */
  email: 254,
  phone: 30,
  /** A hotel's name or a full street address. */
  hotel: 300,
  specialInstructions: 2000,
  adminNotes: 2000,
  /** An admin's message to a traveller, and a contact form message. */
  message: 5000,
  /** The admin dashboard's search box. */
  search: 200,
  password: 200,
  /** An authentication code (6 digits) or a recovery code (`xxxxx-xxxxx`), with room for spaces. */
  authenticationCode: 40,
  /** A driver's vehicle (make, model and colour) and its plate. */
  vehicle: 120,
  plateNumber: 20,
  /** A booking id in a path: ours are 10 characters; anything much longer is not one. */
  bookingId: 64,
} as const;

/**
 * Characters no keyboard types: the C0 controls except tab and line feed, DEL and the C1 controls. NUL
 * above all, which PostgreSQL cannot store in text; the others can hide text or break a line of a file.
 */
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}
