/**
 * Starts the product with the configuration of the environment, and on SIGINT or SIGTERM drains (stops
 * accepting, finishes the requests under way within SHUTDOWN_GRACE_SECONDS, hands its e-mail claims to the
 * other servers; start-server.ts) and exits 0.
 */
import { ConfigError, loadConfig } from './config';
import { startServer } from './start-server';
import { stopOnSignals } from './stop-on-signals';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const server = await startServer(config);
  stopOnSignals(server, config.shutdownGraceSeconds);
}

main().catch((error: unknown) => {
  console.error('Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
