/** The live board part: the open dispatch-board streams of each running server, from its heartbeat. */
import { isServerGone } from '../../../domain/system-status';
import { figure } from '../figures';
import type { PartReader } from '../system-deps';

export const liveBoardPart: PartReader = async ({ servers, at }) => {
  const running = servers.filter((server) => !isServerGone(server.lastSeenAt, at));
  return {
    key: 'liveBoard',
    name: 'Live board',
    status: 'ok',
    sentence: 'Dispatch boards follow their rides live.',
    figures: running.map((server) =>
      figure(`Open streams on ${server.host} (${server.pid})`, server.openStreams),
    ),
  };
};
