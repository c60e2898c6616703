import { useEffect, useState } from 'react';
import type { ProviderContact } from '../../domain/schemas/dispatch';
import { fetchJson } from '../api/fetchJson';
import { DispatchContactLine } from './DispatchContactLine';

let asked: Promise<ProviderContact> | undefined;

/** The operator's dispatch, asked once for the page's two lines (header and footer). */
function askContact(): Promise<ProviderContact> {
  asked ??= fetchJson('/api/provider/contact', {
    schema: () =>
      import('../features/provider-ride/providerRideChecks').then((checks) => checks.providerContactSchema),
  });
  return asked;
}

/**
 * The dispatch line as an island of the provider's light page (docs/decisions/061): given by the server
 * that rendered the page (`contact`), or, on the prerendered page, asked for once hydrated.
 */
export function DispatchContactIsland({ contact }: { contact?: ProviderContact['contact'] }) {
  const [answer, setAnswer] = useState(contact);
  useEffect(() => {
    if (answer) return;
    let current = true;
    askContact().then(
      (found) => {
        if (current) setAnswer(found.contact);
      },
      // Without it the frame shows the operator's name alone, as before the answer.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [answer]);
  return answer ? <DispatchContactLine contact={answer} /> : null;
}
