import { Phone } from 'lucide-react';
import type { ProviderContact } from '../../domain/schemas/dispatch';

/** The operator's dispatch line (DISPATCH_PHONE, else the support e-mail), in the provider's frame. */
export function DispatchContactLine({ contact }: { contact: ProviderContact['contact'] }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2">
      <Phone aria-hidden="true" className="size-4" />
      <span>{contact.label}:</span>
      <a className="font-semibold underline" href={contact.href}>
        {contact.value}
      </a>
    </p>
  );
}
