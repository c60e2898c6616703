import { z } from 'zod';

/** GET /api/auth/session: who is signed in, for the header's Admin menu and the admin pages' guards. */
export const sessionResponseSchema = z.object({
  authenticated: z.boolean(),
  user: z.object({ email: z.string(), role: z.string() }).nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
