import { z } from 'zod';
import { FORGOT_PASSWORD_MESSAGES, LOGIN_MESSAGES } from '../messages';
import { emailAddress, passwordText } from './fields';

/** Admin sign-in. The password is not trimmed: spaces may be part of it. */
export const loginSchema = z.object({
  email: emailAddress(LOGIN_MESSAGES.bothRequired, LOGIN_MESSAGES.emailInvalid),
  password: passwordText(
    z.string({ error: LOGIN_MESSAGES.bothRequired }).min(1, LOGIN_MESSAGES.bothRequired),
  ),
});

export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: emailAddress(FORGOT_PASSWORD_MESSAGES.emailRequired, FORGOT_PASSWORD_MESSAGES.emailInvalid),
});

export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
