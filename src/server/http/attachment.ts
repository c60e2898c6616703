import type { FastifyReply } from 'fastify';

/** A download, not a page: the browser saves it under our name. */
export function asAttachment(reply: FastifyReply, filename: string, contentType: string): FastifyReply {
  return reply.type(contentType).header('Content-Disposition', `attachment; filename="${filename}"`);
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export function asCsvAttachment(reply: FastifyReply, filename: string): FastifyReply {
  return asAttachment(reply, filename, CSV_CONTENT_TYPE);
}
