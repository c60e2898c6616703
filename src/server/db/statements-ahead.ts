/**
 * Statements sent ahead in a transaction (decision 078): sent before the code that needs their answer
 * runs, awaited later. node-postgres keeps one statement waiting behind the one on the wire and deprecates
 * more; a transaction that fails while statements are still on the wire would queue its ROLLBACK behind
 * them. `settlingFirst` lets those settle before the failure is thrown, so the rollback goes on a quiet
 * connection.
 */

/** Runs `work`; when it fails, waits for `ahead` to settle (whatever its outcome) before rethrowing. */
export async function settlingFirst<T>(ahead: Promise<unknown>, work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await ahead.catch(() => undefined);
    throw error;
  }
}
