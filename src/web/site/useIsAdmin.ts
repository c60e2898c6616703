import { useCallback, useEffect, useState } from 'react';
import { fetchIsAdmin } from './adminSession';

/** Signed out until the session call says otherwise; `setSignedOut` after a logout. */
export function useIsAdmin(): { isAdmin: boolean; setSignedOut: () => void } {
  const [isAdmin, setIsAdmin] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void fetchIsAdmin(controller.signal).then((admin) => {
      if (!controller.signal.aborted) setIsAdmin(admin);
    });
    return () => controller.abort();
  }, []);

  const setSignedOut = useCallback(() => setIsAdmin(false), []);
  return { isAdmin, setSignedOut };
}
