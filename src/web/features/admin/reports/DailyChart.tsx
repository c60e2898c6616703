import { formatUsdCents } from '../../../../domain/money';
import type { ReportAnswer } from '../../../../domain/schemas/reports';
import { surfaceClass } from '../../../components/kit/surface';

type Day = ReportAnswer['days'][number];

const HEIGHT = 160;
const BAR = 10;
const GAP = 4;

/**
 * The money of each day as bars: revenue up from the line, refunds down from it. Hand-made SVG (a few
 * hundred bytes of code against a charting library's tens of kilobytes); the numbers themselves are in
 * the daily table beside it, which is what a screen reader reads, so the drawing is hidden from one.
 */
export function DailyChart({ days }: { days: Day[] }) {
  const largest = Math.max(1, ...days.map((day) => Math.max(day.revenueCents, day.refundsCents)));
  const hasRefunds = days.some((day) => day.refundsCents > 0);
  // Revenue gets the whole height unless some day has refunds to draw below the line.
  const up = hasRefunds ? HEIGHT * 0.65 : HEIGHT;
  const down = HEIGHT - up;
  const width = days.length * (BAR + GAP);
  const scale = (cents: number, room: number) => Math.round((cents / largest) * room * 10) / 10;

  return (
    <figure className={`${surfaceClass} p-4`}>
      <div className="flex items-baseline justify-between text-sm text-slate-700">
        <span>{formatUsdCents(largest)}</span>
        <span className="flex gap-4">
          <span className="flex items-center gap-1">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-ocean-600" /> Revenue
          </span>
          {hasRefunds ? (
            <span className="flex items-center gap-1">
              <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-error-600" /> Refunds
            </span>
          ) : null}
        </span>
      </div>
      <svg
        aria-hidden="true"
        data-testid="daily-chart"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-2 h-40 w-full"
      >
        {days.map((day, index) => {
          const x = index * (BAR + GAP) + GAP / 2;
          const revenue = scale(day.revenueCents, up);
          const refunds = scale(day.refundsCents, down);
          return (
            <g key={day.date}>
              {revenue > 0 ? (
                <rect x={x} y={up - revenue} width={BAR} height={revenue} className="fill-ocean-600" />
              ) : null}
              {refunds > 0 ? (
                <rect x={x} y={up} width={BAR} height={refunds} className="fill-error-600" />
              ) : null}
            </g>
          );
        })}
        <line x1={0} x2={width} y1={up} y2={up} className="stroke-slate-400" strokeWidth={1} />
      </svg>
      <figcaption className="mt-1 flex justify-between text-sm text-slate-700">
        <span>{days[0]?.date}</span>
        <span className="font-semibold text-slate-900">Money per day</span>
        <span>{days.at(-1)?.date}</span>
      </figcaption>
    </figure>
  );
}
