// zod's setting for the site's Content Security Policy, before the schema below is built (zodConfig.ts).
import '../../api/zodConfig';

/**
 * The lookup form's checks (EmailAndLastNameForm.tsx), in a module fetched at the form's first need:
 * Check My Booking's island downloads no zod at load (docs/decisions/039).
 */
export { lookupSchema } from '../../../domain/schemas/lookup';
