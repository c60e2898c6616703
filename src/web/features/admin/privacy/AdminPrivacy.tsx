import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { cancunDateTimeText } from '../../../../domain/cancun-time';
import { GENERIC_MESSAGES } from '../../../../domain/messages';
import { erasedOnText } from '../../../../domain/retention';
import {
  type PersonalData,
  type PersonalDataQuery,
  personalDataQuerySchema,
} from '../../../../domain/schemas/privacy';
import { errorMessage } from '../../../api/fetchJson';
import { TextField } from '../../../components/form/FormField';
import { FormError } from '../../../components/form/FormMessages';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { ActionButton } from '../../../components/kit/ActionButton';
import { type Column, DataTable } from '../../../components/kit/DataTable';
import { ScreenHeader } from '../../../components/kit/ScreenHeader';
import { SectionCard } from '../../../components/kit/SectionCard';
import { useUniqueId } from '../../../components/uniqueId';
import { downloadPersonalData, erasePersonalData, findPersonalData } from './privacyApi';

type FoundBooking = PersonalData['bookings'][number];

const BOOKING_COLUMNS: Column<FoundBooking>[] = [
  { header: 'Booking', cell: (booking) => booking.id },
  {
    header: 'Ride',
    cell: (booking) => `${booking.from} → ${booking.to}, ${cancunDateTimeText(booking.rideAt)}`,
  },
  { header: 'Status', cell: (booking) => booking.status },
  {
    header: 'Personal Data',
    cell: (booking) =>
      booking.erasedAt
        ? erasedOnText(booking.erasedAt)
        : `${booking.phone}, ${booking.hotelName}, ${booking.flightNumber}`,
  },
];

/**
 * The Personal Data page (issue 31): everything held about a person, found by e-mail and last name,
 * downloaded as one JSON file a traveller can be sent, or erased on request (what the law does not oblige
 * us to keep; refused while a ride is still ahead). Found records already erased say 'Erased on {date}'.
 */
export function AdminPrivacy() {
  const id = useUniqueId();
  const [searched, setSearched] = useState<PersonalDataQuery | null>(null);
  const form = useForm<PersonalDataQuery>({
    resolver: zodResolver(personalDataQuerySchema),
    defaultValues: { email: '', lastName: '' },
  });
  const find = useMutation({ mutationFn: findPersonalData });
  const erase = useMutation({ mutationFn: erasePersonalData });
  // After an erasure, its answer is the search again: the records now say 'Erased on {date}'.
  const data = erase.data ?? find.data;
  const failure = find.error ?? erase.error;
  const { errors } = form.formState;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-10">
      <ScreenHeader
        title="Personal Data"
        intro="Everything held about a traveller: to send them a copy, or to erase it when they ask."
      />
      <SectionCard title="Find a Person">
        <form
          noValidate
          aria-label="Find personal data"
          onSubmit={form.handleSubmit((query) => {
            erase.reset();
            setSearched(query);
            find.mutate(query);
          })}
          className="grid gap-4 sm:grid-cols-3 sm:items-end"
        >
          <TextField
            id={`${id}-email`}
            label="Email"
            type="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            id={`${id}-lastName`}
            label="Last Name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
          <SubmitButton disabled={find.isPending}>Find Personal Data</SubmitButton>
        </form>
      </SectionCard>
      <FormError message={failure ? errorMessage(failure, GENERIC_MESSAGES.unexpectedTryAgain) : null} />
      {data && searched ? (
        <SectionCard title="Found">
          <div className="mb-4 flex flex-wrap gap-3">
            <ActionButton onClick={() => downloadPersonalData(data)}>Download Data</ActionButton>
            <ActionButton disabled={erase.isPending} onClick={() => erase.mutate(searched)}>
              Erase Personal Data
            </ActionButton>
          </div>
          <DataTable
            caption="Bookings"
            columns={BOOKING_COLUMNS}
            rows={data.bookings}
            emptyText="No booking under this email and last name."
            minWidthClass="min-w-[40rem]"
          />
          <p className="mt-4">
            Contact messages: {data.contactMessages.length}. Feedback: {data.feedback.length}. E-mails:{' '}
            {data.emails.length}.
          </p>
          {data.erasures.map((erasure) => (
            <p key={erasure.erasedAt}>
              {erasedOnText(erasure.erasedAt)} by {erasure.erasedBy}
            </p>
          ))}
        </SectionCard>
      ) : null}
    </div>
  );
}
