import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { COPY_MARK_MS } from '../../../domain/constants';

/** The booking id with a copy button; 'Copied!' shows for two seconds (SPEC section 2). */
export function CopyBookingId({ id }: { id: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_MARK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(id);
      setCopied(true);
    } catch {
      // No clipboard permission: the id stays on screen to copy by hand.
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm font-medium text-slate-600">Booking ID</span>
      <span className="rounded-md bg-slate-100 px-3 py-1 font-mono text-lg font-bold text-slate-900">
        {id}
      </span>
      <button
        type="button"
        onClick={copy}
        aria-label="Copy booking ID"
        className="inline-flex items-center gap-1 rounded-md border border-ocean-700 px-3 py-1 text-sm font-semibold text-ocean-800 hover:bg-ocean-50"
      >
        {copied ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {copied ? 'Copied!' : 'Copy'}
      </button>
      <span role="status" className="sr-only">
        {copied ? 'Booking ID copied' : ''}
      </span>
    </div>
  );
}
