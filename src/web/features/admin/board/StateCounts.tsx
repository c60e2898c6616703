import { RIDE_STATE_WORDS, RIDE_STATES, type RideState } from '../../../../domain/ride-states';

/** How many of the day's rides are in each state, in the order a ride moves through them. */
export function StateCounts({ counts }: { counts: Record<RideState, number> }) {
  return (
    <dl aria-label="Rides per state" className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-8">
      {RIDE_STATES.map((state) => (
        <div key={state} className="rounded-md border border-slate-300 bg-white px-3 py-2">
          <dt className="text-sm font-semibold text-slate-700">{RIDE_STATE_WORDS[state]}</dt>
          <dd className="text-xl font-bold tabular-nums text-ocean-900">{counts[state] ?? 0}</dd>
        </div>
      ))}
    </dl>
  );
}
