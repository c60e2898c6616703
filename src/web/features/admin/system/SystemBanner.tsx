import { useQuery } from '@tanstack/react-query';
import { APP_ROUTES } from '../../../../domain/routes';
import { Link } from '../../../navigation/NavigationContext';
import { fetchSystemStatus, SYSTEM_KEY } from './systemApi';

/**
 * The dashboard's one line while any part of the System page is a Problem: that Problem's sentence and
 * a link to the page. Nothing while all is well, or while the status cannot be read.
 */
export function SystemBanner({ className }: { className?: string }) {
  const status = useQuery({
    queryKey: SYSTEM_KEY,
    queryFn: ({ signal }) => fetchSystemStatus(signal),
    refetchInterval: 60_000,
    retry: false,
  });
  const banner = status.data?.banner;
  if (!banner) return null;
  return (
    <p
      role="status"
      className={`rounded-md border border-error-600 bg-error-50 p-3 text-base text-error-800 ${className ?? ''}`}
    >
      {banner}{' '}
      <Link to={APP_ROUTES.adminSystem} className="font-semibold underline">
        Open System
      </Link>
      .
    </p>
  );
}
