/**
 * Resolves in a task of its own: what runs after it is a separate task from what ran before, so a slow
 * phone's main thread is held for two short stretches instead of one long one (a module's code, then the
 * page's hydration).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
