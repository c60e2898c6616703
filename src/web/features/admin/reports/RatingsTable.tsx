import type { ReportAnswer } from '../../../../domain/schemas/reports';

/** The travellers' ratings per month (feedback after the ride): how many, and their average out of 5. */
export function RatingsTable({ ratings }: { ratings: ReportAnswer['ratings'] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-300 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="px-3 py-2 text-left text-lg font-semibold text-ocean-900">
          Feedback after the ride
        </caption>
        <thead className="bg-ocean-50">
          <tr className="border-b border-slate-300">
            <th scope="col" className="px-3 py-2 text-left font-semibold text-ocean-900">
              Month
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold text-ocean-900">
              Ratings
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold text-ocean-900">
              Average rating
            </th>
          </tr>
        </thead>
        <tbody>
          {ratings.map((row) => (
            <tr key={row.month} className="border-b border-slate-200 last:border-b-0">
              <th scope="row" className="px-3 py-2 text-left font-normal text-slate-900">
                {row.month}
              </th>
              <td className="px-3 py-2 text-right tabular-nums text-slate-900">{row.ratings}</td>
              <td className="px-3 py-2 text-right tabular-nums text-slate-900">{`${row.average.toFixed(2)} of 5`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
