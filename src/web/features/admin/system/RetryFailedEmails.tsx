import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GENERIC_MESSAGES } from '../../../../domain/messages';
import { errorMessage } from '../../../api/fetchJson';
import { Alert } from '../../../components/kit/Alert';
import { BusyButton } from '../../../components/kit/BusyButton';
import { retryFailedEmails, SYSTEM_KEY } from './systemApi';

/** 'Retry Failed E-mails': the e-mails given up on are queued again, and the page read again. */
export function RetryFailedEmails() {
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: retryFailedEmails,
    onSuccess: () => client.invalidateQueries({ queryKey: SYSTEM_KEY }),
  });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <BusyButton busy={retry.isPending} busyText="Retrying..." onClick={() => retry.mutate()}>
        Retry Failed E-mails
      </BusyButton>
      {retry.isSuccess ? (
        <Alert kind="notice" inline>
          {retry.data.requeued === 1
            ? '1 e-mail queued again.'
            : `${retry.data.requeued} e-mails queued again.`}
        </Alert>
      ) : null}
      {retry.isError ? (
        <Alert inline>{errorMessage(retry.error, GENERIC_MESSAGES.unexpectedTryAgain)}</Alert>
      ) : null}
    </div>
  );
}
