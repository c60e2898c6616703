import { PART_STATUS_LABELS, type PartStatus } from '../../../../domain/system-status';

const LOOK: Record<PartStatus, string> = {
  ok: 'border-success-700 bg-success-50 text-success-800',
  warning: 'border-sand-700 bg-sand-50 text-sand-900',
  problem: 'border-error-600 bg-error-50 text-error-800',
};

/** 'OK', 'Warning' or 'Problem', in words and colour both. */
export function StatusBadge({ status }: { status: PartStatus }) {
  return (
    <span className={`inline-block rounded-full border px-2.5 py-0.5 text-sm font-semibold ${LOOK[status]}`}>
      {PART_STATUS_LABELS[status]}
    </span>
  );
}
