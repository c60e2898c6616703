import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type InviteAccountInput, inviteAccountSchema } from '../../../domain/schemas/accounts';
import { errorMessage } from '../../api/fetchJson';
import { SelectField, TextField } from '../../components/form/FormField';
import { FormError, FormNotice } from '../../components/form/FormMessages';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useUniqueId } from '../../components/uniqueId';
import { inviteAccount } from './accountsApi';

/** 'Add User': an e-mail and a role; the new user gets an invitation with a set-password link. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const id = useUniqueId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<InviteAccountInput>({
    resolver: zodResolver(inviteAccountSchema),
    defaultValues: { email: '', role: 'staff' },
  });
  const invite = useMutation({
    mutationFn: inviteAccount,
    onSuccess: (_result, input) => {
      setSentTo(input.email);
      form.reset();
      onInvited();
    },
  });
  const { errors } = form.formState;
  const message =
    errors.email?.message ??
    errors.role?.message ??
    (invite.isError ? errorMessage(invite.error, 'Failed to add the user') : null);
  return (
    <form
      noValidate
      aria-label="Add User"
      className="space-y-4"
      onSubmit={(event) => {
        setSentTo(null);
        invite.reset();
        void form.handleSubmit((input) => invite.mutate(input))(event);
      }}
    >
      <FormError message={message} />
      {sentTo ? <FormNotice>Invitation sent to {sentTo}.</FormNotice> : null}
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="off"
          invalid={Boolean(errors.email)}
          {...form.register('email')}
        />
        <SelectField id={`${id}-role`} label="Role" {...form.register('role')}>
          <option value="staff">Staff</option>
          <option value="admin">Admin</option>
        </SelectField>
      </div>
      <SubmitButton disabled={invite.isPending}>
        {invite.isPending ? 'Sending...' : 'Send Invitation'}
      </SubmitButton>
    </form>
  );
}
