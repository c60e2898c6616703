import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { GENERIC_MESSAGES } from '../../../../domain/messages';
import { type MeetingPointsBody, meetingPointsBodySchema } from '../../../../domain/schemas/landing';
import {
  MEETING_POINT_KEYS,
  MEETING_POINT_TEXTS,
  type MeetingPoints,
  meetingPointFieldLabel,
} from '../../../../domain/terminals';
import { errorMessage } from '../../../api/fetchJson';
import { TextAreaField } from '../../../components/form/FormField';
import { FormError, FormNotice } from '../../../components/form/FormMessages';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { MEETING_POINTS_KEY, saveMeetingPoints } from './meetingPointsApi';

/** One text per terminal and one for 'Not sure', checked with the API's schema and saved together. */
export function MeetingPointsForm({ meetingPoints }: { meetingPoints: MeetingPoints }) {
  const client = useQueryClient();
  const form = useForm<MeetingPointsBody>({
    resolver: zodResolver(meetingPointsBodySchema),
    defaultValues: { meetingPoints },
  });
  const save = useMutation({
    mutationFn: saveMeetingPoints,
    onSuccess: (answer) => {
      client.setQueryData(MEETING_POINTS_KEY, answer);
      form.reset(answer);
    },
  });
  const errors = form.formState.errors.meetingPoints;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      aria-label={MEETING_POINT_TEXTS.heading}
      className="space-y-5"
    >
      <p className="text-slate-700">
        Where the driver waits for an arriving traveller, as the confirmation page, the e-mails, the manage
        page, the provider's page and the manifest say it. Always outside the terminal: inside, timeshare
        sellers pose as transport desks.
      </p>
      {MEETING_POINT_KEYS.map((key) => (
        <TextAreaField
          key={key}
          id={`meeting-point-${key}`}
          label={meetingPointFieldLabel(key)}
          rows={3}
          error={errors?.[key]?.message}
          {...form.register(`meetingPoints.${key}`)}
        />
      ))}
      <FormError
        message={save.isError ? errorMessage(save.error, GENERIC_MESSAGES.unexpectedTryAgain) : null}
      />
      {save.isSuccess ? <FormNotice>Meeting points saved.</FormNotice> : null}
      <SubmitButton disabled={save.isPending}>
        {save.isPending ? 'Saving...' : MEETING_POINT_TEXTS.save}
      </SubmitButton>
    </form>
  );
}
