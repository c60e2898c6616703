import { useParams, useSearchParams } from 'react-router';
import { FEEDBACK_RATINGS, FEEDBACK_TEXTS } from '../../domain/feedback';
import { pageTitle } from '../components/pageTitle';
import { FeedbackForm } from '../features/feedback/FeedbackForm';
import { useFeedbackToken } from '../features/feedback/useFeedbackToken';

/**
 * /feedback/{token}?rating=N: the page of the feedback e-mail's links. Once read, the token
 * leaves the address bar for this tab's session storage: the page then stands at /feedback?rating=N.
 */
export function FeedbackPage() {
  const token = useFeedbackToken(useParams().token);
  const [params] = useSearchParams();
  const asked = Number(params.get('rating'));
  const initialRating = (FEEDBACK_RATINGS as readonly number[]).includes(asked) ? asked : null;
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-12 sm:py-16">
      <title>{pageTitle('Feedback')}</title>
      <meta name="robots" content="noindex" />
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ocean-900 sm:text-3xl">
          {FEEDBACK_TEXTS.heading}
        </h1>
        <div className="mt-6">
          <FeedbackForm token={token} initialRating={initialRating} />
        </div>
      </div>
    </section>
  );
}
