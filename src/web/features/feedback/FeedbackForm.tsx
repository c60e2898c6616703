import { useMutation, useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import { FEEDBACK_RATINGS, FEEDBACK_TEXTS, ratingLabel } from '../../../domain/feedback';
import { GENERIC_MESSAGES } from '../../../domain/messages';
import { feedbackSubmitSchema } from '../../../domain/schemas/feedback';
import { errorMessage } from '../../api/fetchJson';
import { TextAreaField } from '../../components/form/FormField';
import { FormError, FormNotice } from '../../components/form/FormMessages';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useUniqueId } from '../../components/uniqueId';
import { fetchFeedbackRequest, sendFeedback } from './feedbackApi';

/**
 * The answer to 'How was your transfer?': the ride it is about, five stars (the e-mail's link
 * may have chosen one already), an optional comment. A link answers once.
 */
export function FeedbackForm({ token, initialRating }: { token: string; initialRating: number | null }) {
  const request = useQuery({
    queryKey: ['feedback', token],
    queryFn: ({ signal }) => fetchFeedbackRequest(token, signal),
    // No token: /feedback opened in a tab that never followed a link.
    enabled: token !== '',
  });
  const [rating, setRating] = useState<number | null>(initialRating);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({ mutationFn: () => sendFeedback(token, { rating: rating ?? 0, comment }) });
  const commentId = useUniqueId();
  const legendId = useUniqueId();

  if (token === '') return <FormError message={FEEDBACK_TEXTS.invalid} />;
  if (request.isPending) return <p className="text-slate-700">Loading...</p>;
  if (request.isError) return <FormError message={errorMessage(request.error, FEEDBACK_TEXTS.invalid)} />;
  if (send.isSuccess) return <FormNotice>{FEEDBACK_TEXTS.thanks}</FormNotice>;
  if (request.data.answered) return <FormNotice>{FEEDBACK_TEXTS.used}</FormNotice>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = feedbackSubmitSchema.safeParse({ rating, comment });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? FEEDBACK_TEXTS.chooseRating);
      return;
    }
    setProblem(null);
    send.mutate();
  };

  const ride = request.data;
  return (
    <form noValidate onSubmit={submit} aria-label={FEEDBACK_TEXTS.heading} className="space-y-5">
      <p className="text-slate-800">
        {`${ride.firstName}, your transfer from ${ride.from} to ${ride.to} on ${cancunDateTimeText(ride.rideAt)}.`}
      </p>
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="font-semibold text-slate-900">
          {FEEDBACK_TEXTS.ratingLegend}
        </legend>
        <div className="mt-2 flex gap-1">
          {FEEDBACK_RATINGS.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ocean-600"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={`size-9 ${rating !== null && value <= rating ? 'fill-sand-500 text-sand-700' : 'text-slate-400'}`}
              />
              <span className="sr-only">{ratingLabel(value)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        id={commentId}
        label={FEEDBACK_TEXTS.comment}
        labelClassName="block font-semibold text-slate-900"
        controlClassName="mt-1"
        rows={4}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <FormError
        message={
          problem ?? (send.isError ? errorMessage(send.error, GENERIC_MESSAGES.unexpectedTryAgain) : null)
        }
      />
      <SubmitButton disabled={send.isPending}>
        {send.isPending ? 'Sending...' : FEEDBACK_TEXTS.submit}
      </SubmitButton>
    </form>
  );
}
