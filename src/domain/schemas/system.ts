/** The System page's answer, shared by the server's route and the web page. */
import { z } from 'zod';
import { PART_STATUS_LABELS, type PartStatus } from '../system-status';

const partStatuses = Object.keys(PART_STATUS_LABELS) as [PartStatus, ...PartStatus[]];

/** A figure of a part, written as the operator reads it ('3', '2 hours', a Cancun time). */
const figureSchema = z.object({ label: z.string(), value: z.string() });

/** A part's rows of its own (each server, each job), each cell written as the operator reads it. */
const partTableSchema = z.object({
  caption: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});

export const systemPartSchema = z.object({
  /** Stable key of the part: 'servers', 'database', 'email', ... */
  key: z.string(),
  name: z.string(),
  status: z.enum(partStatuses),
  /** What is wrong and what to do, or that all is well. */
  sentence: z.string(),
  figures: z.array(figureSchema),
  table: partTableSchema.optional(),
});

export const systemStatusSchema = z.object({
  /** ISO instant the figures were read. */
  checkedAt: z.string(),
  parts: z.array(systemPartSchema),
  /** The dashboard's one line while any part is a Problem. */
  banner: z.string().nullable(),
});

export const retryFailedEmailsSchema = z.object({ requeued: z.number().int().nonnegative() });

export type SystemPart = z.infer<typeof systemPartSchema>;
export type SystemStatus = z.infer<typeof systemStatusSchema>;
