/** The admin-account calls of the web app, parsed with the domain's schemas. */
import type { ForgotPasswordInput, LoginInput } from '../../../domain/schemas/admin-login';
import type { ResetLink } from '../../../domain/schemas/reset-password';
import type { SessionResponse } from '../../../domain/schemas/session';
import type { EnrolmentDone, EnrolmentResponse, SignInResponse } from '../../../domain/schemas/two-factor';
import { fetchJson } from '../../api/fetchJson';

/** The answers' schemas, fetched with the first call (docs/decisions/039): this module loads no zod. */
const schemas = () => import('./authSchemas');

export function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  return fetchJson('/api/auth/session', {
    schema: async () => (await schemas()).sessionResponseSchema,
    signal,
  });
}

export function signIn(input: LoginInput): Promise<SignInResponse> {
  return fetchJson('/api/auth/login', {
    method: 'POST',
    body: input,
    schema: async () => (await schemas()).signInResponseSchema,
  });
}

/** The second step: the authentication code or a recovery code. */
export function submitAuthenticationCode(code: string): Promise<SignInResponse> {
  return fetchJson('/api/auth/login/code', {
    method: 'POST',
    body: { code },
    schema: async () => (await schemas()).signInResponseSchema,
  });
}

/** REQUIRE_ADMIN_2FA, after the password: a new secret to enrol. */
export function startSignInEnrolment(): Promise<EnrolmentResponse> {
  return fetchJson('/api/auth/login/enrolment', {
    method: 'POST',
    body: {},
    schema: async () => (await schemas()).enrolmentSchema,
  });
}

export function verifySignInEnrolment(code: string): Promise<EnrolmentDone> {
  return fetchJson('/api/auth/login/enrolment/verify', {
    method: 'POST',
    body: { code },
    schema: async () => (await schemas()).enrolmentDoneSchema,
  });
}

export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string> {
  const { message } = await fetchJson('/api/auth/forgot-password', {
    method: 'POST',
    body: input,
    schema: async () => (await schemas()).forgotPasswordResponseSchema,
  });
  return message;
}

export async function verifyResetLink(link: ResetLink): Promise<void> {
  await fetchJson('/api/auth/reset-password/verify', {
    method: 'POST',
    body: link,
    schema: async () => (await schemas()).okResponseSchema,
  });
}

export async function resetPassword(link: ResetLink, password: string): Promise<void> {
  await fetchJson('/api/auth/reset-password', {
    method: 'POST',
    body: { ...link, password },
    schema: async () => (await schemas()).okResponseSchema,
  });
}
