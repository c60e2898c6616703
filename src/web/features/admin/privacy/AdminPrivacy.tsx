import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ERASURE_TEXTS } from '../../../../domain/erasure';
import { GENERIC_MESSAGES } from '../../../../domain/messages';
import { erasedOnText } from '../../../../domain/retention';
import { type PersonalDataQuery, personalDataQuerySchema } from '../../../../domain/schemas/privacy';
import { errorMessage } from '../../../api/fetchJson';
import { TextField } from '../../../components/form/FormField';
import { FormError } from '../../../components/form/FormMessages';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { ActionButton } from '../../../components/kit/ActionButton';
import { ScreenHeader } from '../../../components/kit/ScreenHeader';
import { SectionCard } from '../../../components/kit/SectionCard';
import { useUniqueId } from '../../../components/uniqueId';
import { EraseConfirmStep } from './EraseConfirmStep';
import { FoundRecords } from './FoundRecords';
import { downloadPersonalData, erasePersonalData, findPersonalData } from './privacyApi';

/**
 * The Personal Data page: everything held about a person, found by e-mail and last name and
 * shown record by record, downloaded as one JSON file a traveller can be sent, or erased on request (what
 * the law does not oblige us to keep; confirmed by typing a booking id or the e-mail; refused while a ride
 * is ahead or less than a day past). Found records already erased say 'Erased on {date}'.
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
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  // Cancelled: the button the step replaced is back, and takes the focus back.
  useEffect(() => {
    if (!confirming && cancelled.current) {
      cancelled.current = false;
      opener.current?.focus();
    }
  }, [confirming]);
  // After an erasure, its answer is the search again: the records now say 'Erased on {date}'.
  const data = erase.data ?? find.data;
  const failureText = (failure: Error | null) =>
    failure ? errorMessage(failure, GENERIC_MESSAGES.unexpectedTryAgain) : null;
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
            setConfirming(false);
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
      <FormError message={failureText(find.error)} />
      {data && searched ? (
        <SectionCard title="Found">
          <FormError message={failureText(erase.error)} />
          <div className="mb-4 flex flex-wrap gap-3">
            <ActionButton onClick={() => downloadPersonalData(data)}>Download Data</ActionButton>
            {confirming ? null : (
              <ActionButton ref={opener} onClick={() => setConfirming(true)}>
                Erase Personal Data
              </ActionButton>
            )}
          </div>
          {confirming ? (
            <EraseConfirmStep
              found={data}
              busy={erase.isPending}
              onErase={(confirmation) =>
                erase.mutate({ ...searched, confirmation }, { onSettled: () => setConfirming(false) })
              }
              onCancel={() => {
                cancelled.current = true;
                setConfirming(false);
              }}
            />
          ) : null}
          <FoundRecords data={data} />
          {data.erasures.map((erasure) => (
            <p key={erasure.erasedAt}>
              {erasedOnText(erasure.erasedAt)} by {erasure.erasedBy}
            </p>
          ))}
          <p className="text-sm text-slate-700">{ERASURE_TEXTS.backups}</p>
        </SectionCard>
      ) : null}
    </div>
  );
}
