/**
 * The public module of server/scheduler/: what other server folders may import from it (decision 035).
 */
export { sendDueFeedbackRequests } from './feedback-requests';
export { startScheduler } from './scheduler';
export type { SchedulerDeps } from './scheduler-deps';
