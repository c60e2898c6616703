/**
 * The common-password check, with @zxcvbn-ts/core and the common-password list of
 * @zxcvbn-ts/language-common: offline, in the server only (the dictionaries weigh about 1.5 MB, so the web
 * app shows the server's answer instead of loading them; the import rules keep src/web from importing this
 * file). In src/domain because the server's settings check ADMIN_PASSWORD with it too, and the settings
 * import no server feature (decision 035). Built once, on first use.
 */
import { type MatchExtended, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { commonPasswordViolation } from './password-strength';
import { firstPasswordViolation } from './schemas/new-password';

let estimator: ZxcvbnFactory | undefined;

function isWholeCommonPassword(password: string, sequence: MatchExtended[]): boolean {
  return sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      match.dictionaryName === 'passwords-common' &&
      match.i === 0 &&
      match.j === password.length - 1,
  );
}

/** An e-mail as a guesser reads it: whole, its local part, and the words and numbers in that part. */
function knownWords(input: string): string[] {
  const local = input.toLowerCase().split('@')[0] ?? '';
  return [input.toLowerCase(), local, ...local.split(/[^a-z]+/), ...local.split(/[^0-9]+/)].filter(
    (word) => word.length >= 3,
  );
}

/**
 * The first problem of a new password: a broken rule of SPEC section 5, in the spec's order, then 'This
 * password is too common. Please choose another.'; null when it may be set. `userInputs` (the account's
 * e-mail) count as known to a guesser.
 */
export function newPasswordProblem(password: string, userInputs: string[] = []): string | null {
  const broken = firstPasswordViolation(password);
  if (broken) return broken;
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const result = estimator.check(password, userInputs.flatMap(knownWords));
  return commonPasswordViolation({
    score: result.score,
    isCommonPassword: isWholeCommonPassword(password, result.sequence),
  });
}
