import { type BookingStatus, statusLabel } from '../../../domain/statuses';

// Dark text on light tints: every pair keeps 4.5:1 contrast.
const tones: Record<BookingStatus, string> = {
  pending: 'bg-sand-100 text-sand-900',
  paid: 'bg-success-100 text-success-800',
  confirmed: 'bg-success-100 text-success-800',
  completed: 'bg-ocean-100 text-ocean-900',
  cancelled: 'bg-error-100 text-error-800',
  refunded: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${tones[status]}`}>
      {statusLabel(status)}
    </span>
  );
}
