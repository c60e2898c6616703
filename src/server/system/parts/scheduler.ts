/** The scheduler part: each job's last run, its duration, result and next run. */
import { asc } from 'drizzle-orm';
import { jobLabel, judgeJobs, nextJobRun } from '../../../domain/system-status';
import { jobRuns } from '../../db/system-schema';
import { timeText } from '../figures';
import type { PartReader } from '../system-deps';

export const schedulerPart: PartReader = async ({ database, at }) => {
  const runs = await database.db.select().from(jobRuns).orderBy(asc(jobRuns.job));
  const jobs = runs.map((run) => ({ ...run, label: jobLabel(run.job) }));
  return {
    key: 'scheduler',
    name: 'Scheduler',
    ...judgeJobs(jobs, at),
    figures: [],
    table: {
      caption: 'Scheduled jobs',
      columns: ['Job', 'Last run', 'Duration', 'Result', 'Last success', 'Next run'],
      rows: jobs.map((job) => [
        job.label,
        timeText(job.lastRunAt),
        `${job.durationMs} ms`,
        job.succeeded ? 'Succeeded' : 'Failed',
        timeText(job.lastSuccessAt),
        timeText(nextJobRun(job.lastRunAt)),
      ]),
    },
  };
};
