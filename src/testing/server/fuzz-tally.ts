/**
 * How each route answered the API fuzz test: how many requests it was sent, how many it
 * answered with a success, and its other answers by status. A route that was sent requests but never
 * answered its documented success is one the fuzz never got past validation or authorisation: its
 * handler went untested, and the test says so.
 */
import { type FuzzRoute, routeKey } from './openapi-fuzz';

export class FuzzTally {
  private readonly statuses = new Map<string, Map<number, number>>();

  count(route: string, status: number): void {
    const counts = this.statuses.get(route) ?? new Map<number, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    this.statuses.set(route, counts);
  }

  /** How many answers of the route had one of these statuses. */
  answered(route: string, statuses: readonly number[]): number {
    const counts = this.statuses.get(route);
    return statuses.reduce((sum, status) => sum + (counts?.get(status) ?? 0), 0);
  }

  /** The routes sent anything, by key. */
  routes(): string[] {
    return [...this.statuses.keys()].sort();
  }

  /** The documented routes that never answered a documented success. */
  neverSucceeded(routes: readonly FuzzRoute[]): string[] {
    return routes
      .filter((route) => this.answered(routeKey(route), route.successes) === 0)
      .map((route) => `${routeKey(route)} (documented: ${route.successes.join(', ')})`);
  }

  /** One line per route: sent, successes, then every other status with its count. */
  format(): string {
    const width = Math.max(...this.routes().map((route) => route.length));
    return this.routes()
      .map((route) => {
        const counts = [...(this.statuses.get(route) ?? new Map<number, number>()).entries()].sort(
          ([a], [b]) => a - b,
        );
        const sent = counts.reduce((sum, [, n]) => sum + n, 0);
        const ok = counts.filter(([status]) => status < 300).reduce((sum, [, n]) => sum + n, 0);
        const others = counts
          .filter(([status]) => status >= 300)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ');
        return `  ${route.padEnd(width)}  sent ${String(sent).padStart(4)}  2xx ${String(ok).padStart(4)}  ${others}`;
      })
      .join('\n');
  }
}
