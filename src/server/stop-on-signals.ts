/**
 * How a server process ends: on SIGINT or SIGTERM it drains (RunningServer.stop: no new connections, the
 * requests under way finished, its e-mail claims handed back) and exits 0; 1 when that fails, or when it
 * takes longer than the grace and a margin (an SMTP server that never answers must not hold a deploy).
 */
import type { RunningServer } from './start-server';

/** Beyond the grace for requests: the mail under way, the scheduler's batch, closing the database. */
const SHUTDOWN_MARGIN_SECONDS = 30;

export function stopOnSignals(server: RunningServer, graceSeconds: number): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    setTimeout(
      () => {
        server.app.log.error('shutdown took too long: exiting');
        process.exit(1);
      },
      (graceSeconds + SHUTDOWN_MARGIN_SECONDS) * 1000,
    ).unref();
    try {
      await server.stop();
      server.app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      server.app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
