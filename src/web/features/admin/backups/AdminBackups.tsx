import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CANCUN_TIME_LABEL, cancunDateTimeText } from '../../../../domain/cancun-time';
import { GENERIC_MESSAGES } from '../../../../domain/messages';
import { type Backup, POSTGRES_BACKUPS_TEXT } from '../../../../domain/schemas/backups';
import { errorMessage } from '../../../api/fetchJson';
import { Alert } from '../../../components/kit/Alert';
import { BusyButton } from '../../../components/kit/BusyButton';
import { type Column, DataTable } from '../../../components/kit/DataTable';
import { QueryState } from '../../../components/kit/QueryState';
import { ScreenHeader } from '../../../components/kit/ScreenHeader';
import { SectionCard } from '../../../components/kit/SectionCard';
import { BACKUPS_KEY, backUpNow, backupDownloadUrl, fetchBackups } from './backupsApi';

/** '2.4 MB', '512 KB': a size as people read it. */
function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const COLUMNS: Column<Backup>[] = [
  { header: `Time (${CANCUN_TIME_LABEL})`, cell: (backup) => cancunDateTimeText(backup.at) },
  { header: 'Size', cell: (backup) => sizeText(backup.sizeBytes) },
  {
    header: 'File',
    cell: (backup) => (
      <a
        href={backupDownloadUrl(backup.name)}
        download={backup.name}
        className="font-semibold text-ocean-800 underline"
      >
        Download
      </a>
    ),
  },
];

/**
 * The Backups page: the embedded database's backups, made every night at 03:00 Cancun time,
 * each with its time, size and a download; 'Back Up Now' makes one at once. With PostgreSQL the database
 * service makes them, and the page says so.
 */
export function AdminBackups() {
  const client = useQueryClient();
  const backups = useQuery({ queryKey: BACKUPS_KEY, queryFn: ({ signal }) => fetchBackups(signal) });
  const backUp = useMutation({
    mutationFn: backUpNow,
    onSuccess: (data) => client.setQueryData(BACKUPS_KEY, data),
  });
  return (
    <div className="mx-auto w-full max-w-4xl space-y-8 px-4 py-10">
      <ScreenHeader
        title="Backups"
        intro="A copy of every booking and setting, made every night at 3:00 AM Cancun time."
      />
      <QueryState
        query={backups}
        loadingText="Loading backups..."
        errorText={(error) => errorMessage(error, GENERIC_MESSAGES.unexpectedTryAgain)}
        className="space-y-6"
      >
        {(data) =>
          data.engine === 'postgres' ? (
            <SectionCard title="PostgreSQL">
              <p>{POSTGRES_BACKUPS_TEXT}</p>
            </SectionCard>
          ) : (
            <SectionCard title="Backups">
              <div className="mb-4 flex flex-wrap items-center gap-3">
                <BusyButton busy={backUp.isPending} busyText="Backing Up..." onClick={() => backUp.mutate()}>
                  Back Up Now
                </BusyButton>
                {backUp.isError ? (
                  <Alert inline>{errorMessage(backUp.error, GENERIC_MESSAGES.unexpectedTryAgain)}</Alert>
                ) : null}
              </div>
              <DataTable
                caption="Backups"
                captionHidden
                columns={COLUMNS}
                rows={data.backups}
                rowKey={(backup) => backup.name}
                emptyText="No backup has been made yet."
                minWidthClass="min-w-[32rem]"
              />
            </SectionCard>
          )
        }
      </QueryState>
    </div>
  );
}
