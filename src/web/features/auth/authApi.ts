/** The admin-account calls of the web app, parsed with the domain's schemas. */
import type { ForgotPasswordInput, LoginInput } from '../../../domain/schemas/admin-login';
import type { ResetLink } from '../../../domain/schemas/reset-password';
import {
  forgotPasswordResponseSchema,
  type LoginResponse,
  loginResponseSchema,
  okResponseSchema,
  type SessionResponse,
  sessionResponseSchema,
} from '../../../domain/schemas/session';
import { fetchJson } from '../../api/fetchJson';

export function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  return fetchJson('/api/auth/session', { schema: sessionResponseSchema, signal });
}

export function signIn(input: LoginInput): Promise<LoginResponse> {
  return fetchJson('/api/auth/login', { method: 'POST', body: input, schema: loginResponseSchema });
}

export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string> {
  const { message } = await fetchJson('/api/auth/forgot-password', {
    method: 'POST',
    body: input,
    schema: forgotPasswordResponseSchema,
  });
  return message;
}

export async function verifyResetLink(link: ResetLink): Promise<void> {
  await fetchJson('/api/auth/reset-password/verify', {
    method: 'POST',
    body: link,
    schema: okResponseSchema,
  });
}

export async function resetPassword(link: ResetLink, password: string): Promise<void> {
  await fetchJson('/api/auth/reset-password', {
    method: 'POST',
    body: { ...link, password },
    schema: okResponseSchema,
  });
}
