import { ADMIN_ACTION_MESSAGES } from '../../../domain/messages';
import { ActionButton } from '../../components/kit/ActionButton';
import { Alert } from '../../components/kit/Alert';

type AttentionUnavailableProps = { retrying: boolean; onRetry: () => void };

/**
 * In place of 'Needs attention (N)' when the view could not be read: without it the chip would simply be
 * missing, and an operator would take that for nothing to act on.
 */
export function AttentionUnavailable({ retrying, onRetry }: AttentionUnavailableProps) {
  return (
    <div className="flex items-center gap-2">
      <Alert inline>{ADMIN_ACTION_MESSAGES.attentionFailed}</Alert>
      <ActionButton onClick={onRetry} disabled={retrying}>
        Try Again
      </ActionButton>
    </div>
  );
}
