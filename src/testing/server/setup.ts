/**
 * Before each server test file: new passwords are hashed at the fixtures' low scrypt cost in the test
 * process. A hash carries its parameters, so every sign-in still runs the real check against what was
 * stored; the server's own cost is held by password.test.ts, and processes the tests start hash at full
 * cost.
 */
import { hashNewPasswordsAtCost } from '../../server/auth/password';
import { FIXTURE_HASH_COST } from './auth-fixtures';

hashNewPasswordsAtCost(FIXTURE_HASH_COST);
