import { z } from 'zod';

/** Who is signed in: the e-mail and the role (only 'admin' may use the dashboard). */
export const sessionUserSchema = z.object({ email: z.string(), role: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** SPEC section 6: only a user whose role is 'admin' may sign in to the dashboard. */
export const ADMIN_ROLE = 'admin';

export function isAdminUser(user: { role: string } | null | undefined): boolean {
  return user?.role === ADMIN_ROLE;
}

/** GET /api/auth/session: who is signed in, for the header's Admin menu and the admin pages' guards. */
export const sessionResponseSchema = z.object({
  authenticated: z.boolean(),
  user: sessionUserSchema.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** POST /api/auth/login, on success (the session itself travels in an HttpOnly cookie). */
export const loginResponseSchema = z.object({ user: sessionUserSchema });

/** The answer of calls that only say they worked (logout, reset-link check, password reset). */
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** POST /api/auth/forgot-password: the same words whether or not the address has an account. */
export const forgotPasswordResponseSchema = z.object({ message: z.string() });
