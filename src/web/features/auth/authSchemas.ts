// zod's setting for the site's Content Security Policy, before any schema below is built (zodConfig.ts).
import '../../api/zodConfig';

/**
 * The sign-in form's checks and the admin-account answers' schemas (LoginForm.tsx, authApi.ts), in a
 * module fetched at the first need: the admin login's island downloads no zod at load (docs/decisions/039).
 */
export { forgotPasswordSchema, loginSchema } from '../../../domain/schemas/admin-login';
export {
  forgotPasswordResponseSchema,
  okResponseSchema,
  sessionResponseSchema,
} from '../../../domain/schemas/session';
export {
  enrolmentDoneSchema,
  enrolmentSchema,
  signInResponseSchema,
} from '../../../domain/schemas/two-factor';
