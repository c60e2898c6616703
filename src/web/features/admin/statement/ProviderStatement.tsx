import { useQuery } from '@tanstack/react-query';
import { Download, Truck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { cancunMonth, isCancunMonth } from '../../../../domain/cancun-month';
import { CANCUN_TIME_LABEL } from '../../../../domain/cancun-time';
import { GENERIC_MESSAGES } from '../../../../domain/messages';
import { STATEMENT_TEXTS } from '../../../../domain/provider-statement';
import { APP_ROUTES } from '../../../../domain/routes';
import { errorMessage } from '../../../api/fetchJson';
import { DateField } from '../../../components/form/DateField';
import { QueryState } from '../../../components/kit/QueryState';
import { ScreenHeader } from '../../../components/kit/ScreenHeader';
import { toolbarActionClass } from '../../../components/kit/toolbar';
import { Link } from '../../../navigation/NavigationContext';
import { monthText } from './monthText';
import { PaymentSection } from './PaymentSection';
import { StatementTable } from './StatementTable';
import { fetchStatement, statementFileUrl, statementKey } from './statementApi';

function DownloadLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} download className={toolbarActionClass}>
      <Download aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}

/**
 * A provider's page: per Cancun month (this month unless the address names another: ?month=),
 * the rides it completed or whose traveller did not show, what each costs us and the total, the statement
 * to download as a CSV or a PDF, and whether the month is paid.
 */
export function ProviderStatement({ providerId }: { providerId: string }) {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('month');
  const month = fromAddress && isCancunMonth(fromAddress) ? fromAddress : cancunMonth(new Date());
  // The input may hold a month being typed; only a whole month changes the statement shown.
  const [typed, setTyped] = useState(month);
  const statement = useQuery({
    queryKey: statementKey(providerId, month),
    queryFn: ({ signal }) => fetchStatement(providerId, month, signal),
    staleTime: 0,
  });
  const name = statement.data?.provider.name;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10">
      <ScreenHeader title={name ?? 'Transport Provider'} intro="Rides and statement per month">
        <Link to={APP_ROUTES.adminProviders} className={toolbarActionClass}>
          <Truck aria-hidden="true" className="size-4" />
          Providers
        </Link>
      </ScreenHeader>

      <div className="flex flex-wrap items-end gap-4">
        <DateField
          type="month"
          label={STATEMENT_TEXTS.month}
          value={typed}
          onChange={(value) => {
            setTyped(value);
            if (isCancunMonth(value)) setParams({ month: value }, { replace: true });
          }}
        />
        <DownloadLink href={statementFileUrl(providerId, month, 'csv')}>
          {STATEMENT_TEXTS.downloadCsv}
        </DownloadLink>
        <DownloadLink href={statementFileUrl(providerId, month, 'pdf')}>
          {STATEMENT_TEXTS.downloadPdf}
        </DownloadLink>
      </div>

      <QueryState
        query={statement}
        answers={(answer) => answer.month === month}
        loadingText="Loading the statement..."
        errorText={(error) => errorMessage(error, GENERIC_MESSAGES.unexpectedTryAgain)}
        className="space-y-6"
      >
        {(answer) => (
          <>
            <StatementTable
              statement={answer}
              caption={`Rides in ${monthText(month)} (${CANCUN_TIME_LABEL})`}
            />
            {/* Keyed by the month: a form or a message of one month never shows under another. */}
            <PaymentSection key={month} providerId={providerId} month={month} payment={answer.payment} />
          </>
        )}
      </QueryState>
    </div>
  );
}
