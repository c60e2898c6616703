import { useState } from 'react';
import { TWO_FACTOR_MESSAGES } from '../../../domain/two-factor';
import { errorMessage } from '../../api/fetchJson';
import { TextField } from '../../components/form/FormField';
import { FormError } from '../../components/form/FormMessages';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useAction } from '../../components/form/useAction';
import { useUniqueId } from '../../components/uniqueId';
import { submitAuthenticationCode } from './authApi';

/**
 * The sign-in's second step: 'Authentication code', which takes the app's 6 digits or a recovery
 * code. A pending sign-in that ran out sends the admin back to the password with the server's words.
 */
export function CodeStep({
  onSignedIn,
  onExpired,
}: {
  onSignedIn: () => void;
  onExpired: (message: string) => void;
}) {
  const id = useUniqueId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = useAction(submitAuthenticationCode, {
    onSuccess: onSignedIn,
    onError: (failure) => {
      const message = errorMessage(failure, TWO_FACTOR_MESSAGES.invalidCode);
      if (message === TWO_FACTOR_MESSAGES.signInExpired) onExpired(message);
      else setError(message);
    },
  });
  return (
    <form
      noValidate
      aria-label="Two-factor sign-in"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        submit.run(code);
      }}
    >
      <FormError message={error} />
      <p className="text-slate-700">
        Enter the code from your authenticator app, or one of your recovery codes.
      </p>
      <TextField
        id={`${id}-code`}
        label="Authentication code"
        invalid={Boolean(error)}
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <SubmitButton wide disabled={submit.isPending}>
        {submit.isPending ? 'Verifying...' : 'Verify'}
      </SubmitButton>
    </form>
  );
}
