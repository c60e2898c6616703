/**
 * After the API fuzz test: does the database hold a row the shared schemas would refuse (issue 14)? Every
 * booking is read back through the admin edit's schema (which covers every field a person types), its
 * reservation name through the booking form's, its flight against the 18 months from the day it was made;
 * every contact message through the contact form's schema.
 */
import { z } from 'zod';
import { cancunDateAndTime } from '../../domain/cancun-time';
import { adminBookingUpdateSchema } from '../../domain/schemas/admin-booking-update';
import { bookingDetailsShape } from '../../domain/schemas/booking-details';
import { contactSchema } from '../../domain/schemas/contact';
import { latestFlightDate } from '../../domain/schemas/create-booking';
import type { Database } from '../../server/db/client';
import { bookings, contactMessages } from '../../server/db/schema';

const reservationSchema = z.object({ reservationName: bookingDetailsShape.reservationName });

function problemsOf(result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** One line per stored value the schemas refuse; none when the database holds only what the API takes. */
export async function storedRowsTheSchemasRefuse(db: Database): Promise<string[]> {
  const problems: string[] = [];
  for (const row of await db.select().from(bookings)) {
    const found = [
      ...problemsOf(
        adminBookingUpdateSchema.safeParse({
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          phone: row.phone,
          hotelName: row.hotelName,
          serviceType: row.serviceType,
          from: row.fromLocation,
          to: row.toLocation,
          flightAirline: row.flightAirline,
          flightNumber: row.flightNumber,
          specialInstructions: row.specialInstructions,
          adminNotes: row.adminNotes,
          status: row.status,
          driverName: row.driverName,
          driverCompany: row.driverCompany,
          driverOrdered: row.driverOrdered,
          passengers: row.passengers,
        }),
      ),
      ...problemsOf(reservationSchema.safeParse({ reservationName: row.reservationName })),
    ];
    if (cancunDateAndTime(row.flightDateTime).date > latestFlightDate(row.createdAt)) {
      found.push('flightDateTime: more than 18 months after the booking was made');
    }
    if (row.totalPrice < 0 || row.totalPrice > 1_000_000) found.push(`totalPrice: ${row.totalPrice}`);
    problems.push(...found.map((problem) => `booking ${row.id}: ${problem}`));
  }
  for (const row of await db.select().from(contactMessages)) {
    const found = problemsOf(
      contactSchema.safeParse({ name: row.name, email: row.email, message: row.message }),
    );
    problems.push(...found.map((problem) => `contact message ${row.id}: ${problem}`));
  }
  return problems;
}
