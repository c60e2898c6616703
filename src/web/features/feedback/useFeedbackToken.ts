import { APP_ROUTES, feedbackPath } from '../../../domain/routes';
import { useTokenLeavingAddress } from '../../navigation/useTokenLeavingAddress';

/** `/feedback/{token}?rating=N` becomes `/feedback?rating=N`: the rating chosen in the e-mail stays. */
const FEEDBACK_LINK = {
  storageKey: 'feedbackToken',
  tokenPath: feedbackPath,
  openedPath: APP_ROUTES.feedbackForm,
  keepQuery: true,
};

/** The feedback link's token: from the path, or once it has left it, from session storage. */
export function useFeedbackToken(fromPath: string | undefined): string {
  return useTokenLeavingAddress(fromPath, FEEDBACK_LINK);
}
