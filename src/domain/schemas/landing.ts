/**
 * Landing API shapes: the operator's meeting points (GET/PUT /api/admin/meeting-points), the operator's
 * 'Flight Delayed' (POST /api/admin/bookings/:id/landing) and the terminal a traveller gives. The
 * provider's 'Flight Landed' takes only its link's token (providerTokenSchema, POST /api/provider/ride/landed).
 */
import { z } from 'zod';
import { cancunDateTimeToInstant } from '../cancun-time';
import { LANDING_TEXTS } from '../landing';
import { textCharactersMessage } from '../messages';
import { MEETING_POINT_MAX_LENGTH, MEETING_POINT_TEXTS, TERMINALS } from '../terminals';
import { CONTROL_CHARACTER } from '../text-limits';

/**
 * The traveller's terminal: '2', '3' or '4', or null for 'Not sure'. Optional in requests (an older client
 * sends none). Departures are not asked: the server stores null for them whatever is sent.
 */
export const terminalField = z
  .enum(TERMINALS, { error: 'Choose Terminal 2, 3 or 4, or Not sure.' })
  .nullable();

// A meeting point may span lines: CONTROL_CHARACTER leaves out tabs and line feeds.
const OTHER_CONTROL_CHARACTERS = new RegExp(`^[^${CONTROL_CHARACTER.source.slice(1, -1)}]*$`);
const meetingPointText = z
  .string({ error: MEETING_POINT_TEXTS.required })
  .trim()
  .min(1, MEETING_POINT_TEXTS.required)
  .max(MEETING_POINT_MAX_LENGTH, MEETING_POINT_TEXTS.tooLong)
  .regex(OTHER_CONTROL_CHARACTERS, textCharactersMessage('Meeting point'));

export const meetingPointsSchema = z.strictObject({
  '2': meetingPointText,
  '3': meetingPointText,
  '4': meetingPointText,
  unknown: meetingPointText,
});

/** GET's answer and PUT's body and answer. */
export const meetingPointsBodySchema = z.object({ meetingPoints: meetingPointsSchema });
export type MeetingPointsBody = z.infer<typeof meetingPointsBodySchema>;

/** 'YYYY-MM-DDTHH:mm', a real Cancun date and time (the datetime-local input's value). */
export const cancunLocalDateTime = z
  .string({ error: LANDING_TEXTS.expectedLandingInvalid })
  .max(16, LANDING_TEXTS.expectedLandingInvalid)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, LANDING_TEXTS.expectedLandingInvalid)
  .refine((value) => cancunDateTimeToInstant(value.slice(0, 10), value.slice(11)) !== null, {
    error: LANDING_TEXTS.expectedLandingInvalid,
  });

/** The operator's 'Flight Delayed': the expected landing in Cancun time. */
export const adminLandingRequestSchema = z.object({ expectedLandingAt: cancunLocalDateTime });
export type AdminLandingRequest = z.infer<typeof adminLandingRequestSchema>;

/** The instant of a 'YYYY-MM-DDTHH:mm' Cancun time the schema accepted. */
export function cancunLocalDateTimeToInstant(value: string): Date {
  const instant = cancunDateTimeToInstant(value.slice(0, 10), value.slice(11));
  if (instant === null) throw new RangeError(`Not a Cancun date and time: ${value}`);
  return instant;
}
