/** The servers part: each server's heartbeat row; one silent for 2 minutes is shown as gone. */
import { isServerGone, judgeServers } from '../../../domain/system-status';
import { timeText } from '../figures';
import type { PartReader } from '../system-deps';

export const serversPart: PartReader = async ({ servers, at }) => ({
  key: 'servers',
  name: 'Servers',
  ...judgeServers(servers, at),
  figures: [],
  table: {
    caption: 'Servers',
    columns: ['Host', 'Process', 'Version', 'Started', 'Last heartbeat', 'State'],
    rows: servers.map((server) => [
      server.host,
      String(server.pid),
      server.version,
      timeText(server.startedAt),
      timeText(server.lastSeenAt),
      isServerGone(server.lastSeenAt, at) ? 'Gone' : 'Running',
    ]),
  },
});
