/**
 * A real server process for tests of what only a process shows (signals, draining, several servers on
 * one database): `node --import tsx` on the real entry point (src/server/main.ts) or on a script that
 * starts the server its own way, with the environment given. Its JSON log lines are kept and can be
 * waited for; nothing here waits a fixed time, and every wait has a limit that names what it waited for.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bounded, until } from '../bounded';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type LogLine = Record<string, unknown> & { msg?: string };

export interface ServerProcess {
  port: number;
  url: string;
  /** The server's own process id: part of the id it claims e-mails and scheduler rows under. */
  pid: number;
  /** Every JSON line the process logged so far; anything else it printed is in `output`. */
  logs: LogLine[];
  output: string[];
  /**
   * Resolves with the first log line (past or future) that `match` accepts; fails when the process exits
   * first, or after `ms` (a minute) naming `what` it waited for.
   */
  waitForLog(match: (line: LogLine) => boolean, what?: string, ms?: number): Promise<LogLine>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

export function startServerProcess(options: {
  port: number;
  env: Record<string, string>;
  /** Relative to the repository; the real entry point by default. */
  script?: string;
}): ServerProcess {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', options.script ?? 'src/server/main.ts'],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(options.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${options.port}`,
        LOG_LEVEL: 'info',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const logs: LogLine[] = [];
  const output: string[] = [];
  const lines = new EventEmitter();
  const read = (stream: NodeJS.ReadableStream | null) => {
    let buffered = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      buffered += chunk;
      const complete = buffered.split('\n');
      buffered = complete.pop() ?? '';
      for (const text of complete) {
        output.push(text);
        try {
          const line = JSON.parse(text) as LogLine;
          logs.push(line);
          lines.emit('line', line);
        } catch {
          // Not a log line (a warning of Node's, say): kept in `output` only.
        }
      }
    });
  };
  read(child.stdout);
  read(child.stderr);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return {
    port: options.port,
    url: `http://127.0.0.1:${options.port}`,
    pid: child.pid ?? -1,
    logs,
    output,
    waitForLog: (match, what = 'a log line the test expects', ms = 60_000) =>
      bounded(
        new Promise<LogLine>((resolve, reject) => {
          const seen = logs.find(match);
          if (seen) return resolve(seen);
          const check = (line: LogLine) => {
            if (!match(line)) return;
            lines.off('line', check);
            resolve(line);
          };
          lines.on('line', check);
          void exited.then(({ code, signal }) => {
            lines.off('line', check);
            reject(
              new Error(`the server exited (${code ?? signal}) first:\n${output.slice(-20).join('\n')}`),
            );
          });
        }),
        ms,
        () =>
          `${what} from the server on port ${options.port}; its last lines:\n${output.slice(-20).join('\n')}`,
      ),
    exited,
    kill: (signal) => {
      child.kill(signal);
    },
  };
}

/**
 * Waits until the process answers /api/health/ready with 200 (polled, whatever its log level); fails when
 * it exits first, or after `ms` (two minutes: a loaded machine starts processes slowly) with its last lines.
 * The limit is named (`{ ms }`), so `servers.map(waitUntilReady)` does not type-check: it would pass each
 * server's index as its limit.
 */
export async function waitUntilReady(
  server: ServerProcess,
  { ms = 120_000 }: { ms?: number } = {},
): Promise<void> {
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  const lastLines = () => server.output.slice(-20).join('\n');
  await until(
    async () => {
      if (exited) throw new Error(`the server exited while starting:\n${lastLines()}`);
      return fetch(`${server.url}/api/health/ready`).then(
        (response) => response.status === 200,
        () => false,
      );
    },
    () => `the server on port ${server.port} to answer /api/health/ready; its last lines:\n${lastLines()}`,
    { ms, everyMs: 100 },
  );
}

/** Resolves once a new TCP connection to the port is refused (polled); fails after `ms`. */
export async function waitUntilRefused(port: number, ms = 60_000): Promise<void> {
  const refused = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
  await until(refused, `port ${port} to refuse connections`, { ms, everyMs: 20 });
}
