import type { FastifyReply } from 'fastify';

/** A download, not a page: the browser saves it under our name. */
export function asCsvAttachment(reply: FastifyReply, filename: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`);
}
