/** What the admin screens show for a failed call (SPEC section 8, Login screen and Reset). */
import { LOGIN_MESSAGES } from '../../../domain/messages';
import { ApiError } from '../../api/fetchJson';

export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.kind !== 'server') return LOGIN_MESSAGES.unexpected;
  if (error.status === 401) return LOGIN_MESSAGES.invalidEmailOrPassword;
  if (error.status === 403) return LOGIN_MESSAGES.notAdmin;
  return error.message;
}

/**
 * The login form shows one message: 'Please enter both email and password' while either is empty, else
 * the e-mail's format message.
 */
export function loginFormMessage(errors: { email?: string | undefined; password?: string | undefined }) {
  const messages = [errors.email, errors.password].filter((message): message is string => Boolean(message));
  return messages.find((message) => message === LOGIN_MESSAGES.bothRequired) ?? messages[0] ?? null;
}
