import { z } from 'zod';
import { PASSWORD_RULE_MESSAGES } from '../messages';
import { passwordText } from './fields';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

export type PasswordRule = {
  id: 'minLength' | 'uppercase' | 'lowercase' | 'digit' | 'special';
  /** The line of the rules list shown beside the form. */
  label: string;
  /** The error when the rule is broken. */
  message: string;
  test: (password: string) => boolean;
};

/** The rules of SPEC section 5, in the order they are checked. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'minLength',
    label: 'At least 8 characters',
    message: PASSWORD_RULE_MESSAGES.minLength,
    test: (pw) => pw.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'One uppercase letter',
    message: PASSWORD_RULE_MESSAGES.uppercase,
    test: (pw) => /[A-Z]/.test(pw),
  },
  {
    id: 'lowercase',
    label: 'One lowercase letter',
    message: PASSWORD_RULE_MESSAGES.lowercase,
    test: (pw) => /[a-z]/.test(pw),
  },
  { id: 'digit', label: 'One number', message: PASSWORD_RULE_MESSAGES.digit, test: (pw) => /[0-9]/.test(pw) },
  {
    id: 'special',
    label: 'One special character (!@#$%^&*)',
    message: PASSWORD_RULE_MESSAGES.special,
    test: (pw) => [...PASSWORD_SPECIAL_CHARACTERS].some((c) => pw.includes(c)),
  },
];

/** The message of the first broken rule, or null when the password is good enough. */
export function firstPasswordViolation(password: string): string | null {
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message ?? null;
}

/**
 * New password and its confirmation. As in the spec, the confirmation is compared only once the password
 * itself passes, so one message at a time is shown.
 */
export const newPasswordSchema = z
  .object({ password: passwordText(), confirmPassword: z.string() })
  .superRefine((value, ctx) => {
    const violation = firstPasswordViolation(value.password);
    if (violation !== null) {
      ctx.addIssue({ code: 'custom', message: violation, path: ['password'] });
    } else if (value.confirmPassword !== value.password) {
      ctx.addIssue({ code: 'custom', message: PASSWORD_RULE_MESSAGES.mismatch, path: ['confirmPassword'] });
    }
  });

export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
