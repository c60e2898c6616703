import { formatUsdCents } from '../../../../domain/money';
import type { ReportAnswer } from '../../../../domain/schemas/reports';
import { surfaceClass } from '../../../components/kit/surface';

type Day = ReportAnswer['days'][number];

const HEIGHT = 160;
const BAR = 10;
const GAP = 4;

function LegendItem({ swatch, children }: { swatch: string; children: string }) {
  return (
    <span className="flex items-center gap-1">
      <span aria-hidden="true" className={`inline-block ${swatch}`} /> {children}
    </span>
  );
}

/**
 * The money of each day as bars: revenue up from the line, refunds and then the providers' cost down
 * from it, and the margin (what the business keeps) as a line across the days. Hand-made SVG (a
 * few hundred bytes of code against a charting library's tens of kilobytes); the numbers themselves are in
 * the daily table beside it, which is what a screen reader reads, so the drawing is hidden from one.
 */
export function DailyChart({ days }: { days: Day[] }) {
  const paidOut = (day: Day) => day.refundsCents + day.providerCostCents;
  const largest = Math.max(
    1,
    ...days.map((day) => Math.max(day.revenueCents, paidOut(day), Math.abs(day.marginCents))),
  );
  const hasRefunds = days.some((day) => day.refundsCents > 0);
  const hasCosts = days.some((day) => day.providerCostCents > 0);
  const hasMargin = days.some((day) => day.marginCents < 0);
  // Revenue gets the whole height unless some day has money going out (or a loss) to draw below the line.
  const up = hasRefunds || hasCosts || hasMargin ? HEIGHT * 0.65 : HEIGHT;
  const down = HEIGHT - up;
  const width = days.length * (BAR + GAP);
  const scale = (cents: number, room: number) => Math.round((cents / largest) * room * 10) / 10;
  const marginY = (cents: number) => (cents >= 0 ? up - scale(cents, up) : up + scale(-cents, down));
  const marginPoints = days
    .map((day, index) => `${index * (BAR + GAP) + GAP / 2 + BAR / 2},${marginY(day.marginCents)}`)
    .join(' ');
  return (
    <figure className={`${surfaceClass} p-4`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-slate-700">
        <span>{formatUsdCents(largest)}</span>
        <span className="flex flex-wrap gap-4">
          <LegendItem swatch="size-3 rounded-sm bg-ocean-600">Revenue</LegendItem>
          {hasRefunds ? <LegendItem swatch="size-3 rounded-sm bg-error-600">Refunds</LegendItem> : null}
          {hasCosts ? <LegendItem swatch="size-3 rounded-sm bg-sand-500">Provider Cost</LegendItem> : null}
          <LegendItem swatch="h-0.5 w-4 bg-slate-900">Margin</LegendItem>
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
          const cost = scale(day.providerCostCents, down);
          return (
            <g key={day.date}>
              {revenue > 0 ? (
                <rect x={x} y={up - revenue} width={BAR} height={revenue} className="fill-ocean-600" />
              ) : null}
              {refunds > 0 ? (
                <rect x={x} y={up} width={BAR} height={refunds} className="fill-error-600" />
              ) : null}
              {cost > 0 ? (
                <rect
                  data-figure="provider-cost"
                  x={x}
                  y={up + refunds}
                  width={BAR}
                  height={cost}
                  className="fill-sand-500"
                />
              ) : null}
            </g>
          );
        })}
        <line x1={0} x2={width} y1={up} y2={up} className="stroke-slate-400" strokeWidth={1} />
        <polyline
          data-figure="margin"
          points={marginPoints}
          fill="none"
          className="stroke-slate-900"
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="mt-1 flex justify-between text-sm text-slate-700">
        <span>{days[0]?.date}</span>
        <span className="font-semibold text-slate-900">Money per day</span>
        <span>{days.at(-1)?.date}</span>
      </figcaption>
    </figure>
  );
}
