/**
 * Failed sign-ins per account, in memory: at most `max` in a sliding window, then the account answers
 * 429 until the oldest failure leaves the window. Keyed by the lowercased e-mail whether or not an
 * account has it, so the limit itself reveals nothing. Per process: with several app servers an
 * attacker gets `max` per server, still far too few to guess a password.
 */
const MAX_TRACKED_ACCOUNTS = 10_000;

export class FailedLoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: Date): number[] {
    const since = now.getTime() - this.windowMs;
    const times = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  /** Milliseconds until this account may try again, or null when it may try now. */
  retryAfterMs(email: string, now: Date): number | null {
    const times = this.recent(email.toLowerCase(), now);
    if (times.length < this.max) return null;
    const oldest = times[times.length - this.max] ?? now.getTime();
    return oldest + this.windowMs - now.getTime();
  }

  recordFailure(email: string, now: Date): void {
    const key = email.toLowerCase();
    const times = this.recent(key, now);
    this.failures.delete(key);
    this.failures.set(key, [...times.slice(-(this.max - 1)), now.getTime()]);
    // The oldest entries go first when someone sprays many addresses: memory stays bounded.
    if (this.failures.size > MAX_TRACKED_ACCOUNTS) {
      const oldestKey = this.failures.keys().next().value;
      if (oldestKey !== undefined) this.failures.delete(oldestKey);
    }
  }

  clear(email: string): void {
    this.failures.delete(email.toLowerCase());
  }
}
