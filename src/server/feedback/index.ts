/**
 * The public module of server/feedback/: what other server folders may import from it (decision 035).
 */

export { insertFeedbackRequest, monthlyRatings } from './feedback.queries';
export { feedbackRoutes } from './feedback.routes';
export { newFeedbackToken } from './feedback-token';
