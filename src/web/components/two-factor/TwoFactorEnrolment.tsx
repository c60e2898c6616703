import { type ReactNode, useState } from 'react';
import type { EnrolmentDone, EnrolmentResponse } from '../../../domain/schemas/two-factor';
import { TWO_FACTOR_MESSAGES } from '../../../domain/two-factor';
import { errorMessage } from '../../api/fetchJson';
import { TextField } from '../form/FormField';
import { FormError } from '../form/FormMessages';
import { SubmitButton } from '../form/SubmitButton';
import { useAction } from '../form/useAction';
import { useUniqueId } from '../uniqueId';

type TwoFactorEnrolmentProps = {
  /**
   * Asks the server for a new secret (the Security page's call, or the sign-in's under REQUIRE_ADMIN_2FA),
   * with the current code when it is set up again.
   */
  start: (currentCode?: string) => Promise<EnrolmentResponse>;
  /** Two-factor sign-in is already on: setting it up again takes a code of the current app. */
  askCurrentCode?: boolean;
  verify: (code: string) => Promise<EnrolmentDone>;
  onDone?: (done: EnrolmentDone) => void;
  /** Under the recovery codes once they are shown: what to do next. */
  afterCodes?: ReactNode;
};

const buttonClass =
  'rounded-md bg-ocean-700 px-5 py-2.5 font-semibold text-white hover:bg-ocean-800 disabled:cursor-not-allowed disabled:opacity-70';

/**
 * Two-factor enrolment: 'Set Up Two-Factor Authentication' shows a QR code and the secret as
 * text; the first code from the app, typed in 'Authentication code', turns it on with 'Verify and Turn
 * On'; the ten recovery codes are then shown, once. Shared by the Security page and the sign-in.
 */
export function TwoFactorEnrolment({
  start,
  verify,
  onDone,
  afterCodes,
  askCurrentCode = false,
}: TwoFactorEnrolmentProps) {
  const id = useUniqueId();
  const [code, setCode] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  const setUp = useAction(() => start(askCurrentCode ? currentCode : undefined));
  const turnOn = useAction(verify, { onSuccess: (done) => onDone?.(done) });

  if (turnOn.data) {
    return (
      <div className="space-y-3">
        <h3 className="text-lg font-semibold text-ocean-900">Recovery Codes</h3>
        <p className="text-slate-700">
          Two-factor authentication is on. Keep these recovery codes somewhere safe: each one signs you in
          once if you lose your phone. They are shown only now.
        </p>
        <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-base">
          {turnOn.data.recoveryCodes.map((recoveryCode) => (
            <li key={recoveryCode} className="rounded bg-slate-100 px-2 py-1">
              {recoveryCode}
            </li>
          ))}
        </ul>
        {afterCodes}
      </div>
    );
  }

  if (!setUp.data) {
    return (
      <div className="space-y-3">
        <FormError message={setUp.isError ? errorMessage(setUp.error, 'Two-factor set-up failed') : null} />
        {askCurrentCode ? (
          <TextField
            id={`${id}-current`}
            label="Current code or recovery code"
            hint="To move two-factor sign-in to a new phone, first enter a code from your current app or one of your recovery codes."
            invalid={setUp.isError}
            autoComplete="one-time-code"
            value={currentCode}
            onChange={(event) => setCurrentCode(event.target.value)}
          />
        ) : null}
        <button
          type="button"
          className={buttonClass}
          disabled={setUp.isPending}
          onClick={() => setUp.run(undefined)}
        >
          Set Up Two-Factor Authentication
        </button>
      </div>
    );
  }

  const { secret, qrCode } = setUp.data;
  return (
    <form
      noValidate
      aria-label="Turn on two-factor authentication"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        turnOn.run(code);
      }}
    >
      <FormError
        message={turnOn.isError ? errorMessage(turnOn.error, TWO_FACTOR_MESSAGES.invalidCode) : null}
      />
      <p className="text-slate-700">
        Scan the QR code with your authenticator app, or type the secret key into it, then enter the code it
        shows.
      </p>
      <img src={qrCode} alt="QR code for your authenticator app" width={240} height={240} />
      <p>
        <span className="font-semibold text-ocean-900">Secret key: </span>
        <code id={`${id}-secret`} className="break-all rounded bg-slate-100 px-2 py-1 font-mono">
          {secret}
        </code>
      </p>
      <TextField
        id={`${id}-code`}
        label="Authentication code"
        invalid={turnOn.isError}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <SubmitButton disabled={turnOn.isPending}>Verify and Turn On</SubmitButton>
    </form>
  );
}
