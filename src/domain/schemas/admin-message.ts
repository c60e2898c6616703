import { z } from 'zod';
import { ADMIN_ACTION_MESSAGES } from '../messages';
import { TEXT_LIMITS } from '../text-limits';
import { requiredText } from './fields';

/** Which template an admin's message to a customer uses; unset for a plain message. */
export const ADMIN_EMAIL_TYPES = ['cancellation', 'refund'] as const;
export type AdminEmailType = (typeof ADMIN_EMAIL_TYPES)[number];

export const adminMessageSchema = z.object({
  message: requiredText(ADMIN_ACTION_MESSAGES.messageRequired, {
    label: 'Message',
    max: TEXT_LIMITS.message,
  }),
  emailType: z.enum(ADMIN_EMAIL_TYPES).optional(),
});

export type AdminMessageInput = z.infer<typeof adminMessageSchema>;
