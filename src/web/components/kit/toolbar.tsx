import { Download } from 'lucide-react';

/** The look of a screen's toolbar links and buttons (Manifest, Print, Download CSV, Reconcile Payments). */
export const toolbarActionClass =
  'inline-flex items-center gap-2 rounded-md border border-ocean-700 bg-white px-4 py-2 font-semibold text-ocean-800 hover:bg-ocean-50';

/** 'Download CSV': the screen's figures as the file the server makes of them. */
export function CsvDownloadLink({ href }: { href: string }) {
  return (
    <a href={href} download className={toolbarActionClass}>
      <Download aria-hidden="true" className="size-4" />
      Download CSV
    </a>
  );
}
