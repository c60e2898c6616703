/**
 * What a commit subject must be, so `git log --oneline` reads as a list of changes: at most 72 characters,
 * opening with the area it changes (`dispatch: refuse marks before the ride`). The figures and the reasons
 * go in the body. Merge commits are git's own and are not checked.
 */
export const SUBJECT_LIMIT = 72;

const AREA_PREFIX = /^[a-z][a-z0-9/-]*(, ?[a-z][a-z0-9/-]*)*: \S/;

/** Why a subject is refused, or undefined when it is fine. */
export function subjectProblem(subject: string): string | undefined {
  if (subject.length > SUBJECT_LIMIT) {
    return `the subject has ${subject.length} characters; at most ${SUBJECT_LIMIT} (put the figures and reasons in the body)`;
  }
  if (!AREA_PREFIX.test(subject)) {
    return "the subject opens with the area it changes, in lower case: 'dispatch: refuse marks before the ride'";
  }
  return undefined;
}

/** The subject of a commit message as git reads it: its first line that is not a comment. */
export function subjectOf(message: string): string {
  return (
    message
      .split('\n')
      .map((line) => line.trimEnd())
      .find((line) => line !== '' && !line.startsWith('#')) ?? ''
  );
}
