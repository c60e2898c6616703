import { cancunDateTimeText } from '../../../../domain/cancun-time';
import { messagePreview } from '../../../../domain/erasure';
import { ratingLabel } from '../../../../domain/feedback';
import { erasedOnText } from '../../../../domain/retention';
import type { PersonalData } from '../../../../domain/schemas/privacy';
import { statusLabel } from '../../../../domain/statuses';
import { type Column, DataTable } from '../../../components/kit/DataTable';

type FoundBooking = PersonalData['bookings'][number];
type FoundMessage = PersonalData['contactMessages'][number];
type FoundFeedback = PersonalData['feedback'][number];
type FoundMail = PersonalData['emails'][number];

/** A booking's personal fields as labelled lines, those with nothing in them left out (as erased ones are). */
function personalFields(booking: FoundBooking): [label: string, value: string][] {
  const lines: [string, string][] = [
    ['Name', `${booking.firstName} ${booking.lastName}`],
    ['Email', booking.email],
    ['Phone', booking.phone],
    ['Hotel/AirBNB/Stay', booking.hotelName],
    ['Reservation Name', booking.reservationName],
    ['Flight', [booking.flightAirline, booking.flightNumber].filter(Boolean).join(' ')],
    ['Special Instructions', booking.specialInstructions],
    ['Admin Notes', booking.adminNotes ?? ''],
    ...booking.offerNotes.map((note): [string, string] => ['Note to Provider', note]),
    ...booking.changesForProvider.map((change): [string, string] => [
      `Change Not Confirmed by the Provider (${change.label})`,
      `${change.before} → ${change.after}`,
    ]),
  ];
  return lines.filter(([, value]) => value.trim() !== '');
}

function PersonalFields({ booking }: { booking: FoundBooking }) {
  return (
    <>
      {booking.erasedAt ? <p className="font-semibold">{erasedOnText(booking.erasedAt)}</p> : null}
      <dl className="space-y-0.5">
        {personalFields(booking).map(([label, value], index) => (
          <div key={`${index}-${label}`}>
            <dt className="inline font-semibold">{label}: </dt>
            <dd className="inline break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

const BOOKING_COLUMNS: Column<FoundBooking>[] = [
  { header: 'Booking', cell: (booking) => booking.id },
  {
    header: 'Ride',
    cell: (booking) => `${booking.from} → ${booking.to}, ${cancunDateTimeText(booking.rideAt)}`,
  },
  { header: 'Status', cell: (booking) => statusLabel(booking.status) },
  { header: 'Personal Data', cell: (booking) => <PersonalFields booking={booking} /> },
];

const MESSAGE_COLUMNS: Column<FoundMessage>[] = [
  { header: 'Received', cell: (message) => cancunDateTimeText(message.receivedAt) },
  { header: 'Name', cell: (message) => message.name },
  { header: 'Message', cell: (message) => messagePreview(message.message), className: 'break-words' },
];

const FEEDBACK_COLUMNS: Column<FoundFeedback>[] = [
  { header: 'Booking', cell: (feedback) => feedback.bookingId },
  {
    header: 'Date',
    cell: (feedback) =>
      feedback.answeredAt
        ? cancunDateTimeText(feedback.answeredAt)
        : `Asked ${cancunDateTimeText(feedback.requestedAt)}`,
  },
  {
    header: 'Rating',
    cell: (feedback) => (feedback.rating === null ? 'Not answered' : ratingLabel(feedback.rating)),
  },
  { header: 'Comment', cell: (feedback) => feedback.comment ?? '', className: 'break-words' },
];

const MAIL_COLUMNS: Column<FoundMail>[] = [
  { header: 'Date', cell: (mail) => cancunDateTimeText(mail.sentAt ?? mail.queuedAt) },
  { header: 'Subject', cell: (mail) => mail.subject },
  { header: 'Status', cell: (mail) => statusLabel(mail.status) },
];

/**
 * Everything found about the person, as the download holds it: each booking's personal fields, each
 * contact message (the first 200 characters), each feedback and each e-mail. Text is rendered as text,
 * never as markup, whatever the traveller typed.
 */
export function FoundRecords({ data }: { data: PersonalData }) {
  return (
    <div className="space-y-6">
      <DataTable
        caption="Bookings"
        columns={BOOKING_COLUMNS}
        rows={data.bookings}
        emptyText="No booking under this email and last name."
        minWidthClass="min-w-[40rem]"
      />
      <DataTable
        caption="Contact Messages"
        columns={MESSAGE_COLUMNS}
        rows={data.contactMessages}
        emptyText="No contact message from this email."
        minWidthClass="min-w-[36rem]"
      />
      <DataTable
        caption="Feedback"
        columns={FEEDBACK_COLUMNS}
        rows={data.feedback}
        rowKey={(feedback) => feedback.bookingId}
        emptyText="No feedback on these bookings."
        minWidthClass="min-w-[36rem]"
      />
      <DataTable
        caption="Emails"
        columns={MAIL_COLUMNS}
        rows={data.emails}
        emptyText="No email about these bookings or to this email."
        minWidthClass="min-w-[36rem]"
      />
    </div>
  );
}
