type AttentionChipProps = { count: number; pressed: boolean; onToggle: () => void };

/** 'Needs attention (N)', beside the status chips: a toggle into the view of what an operator must act on. */
export function AttentionChip({ count, pressed, onToggle }: AttentionChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${
        pressed
          ? 'border-sand-700 bg-sand-700 text-white'
          : count > 0
            ? 'border-sand-600 bg-sand-100 text-sand-900 hover:bg-sand-200'
            : 'border-slate-300 bg-white text-slate-800 hover:border-ocean-600 hover:bg-ocean-50'
      }`}
    >
      Needs attention ({count})
    </button>
  );
}
