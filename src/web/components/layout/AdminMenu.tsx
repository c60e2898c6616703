import { ChevronDown, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useUniqueId } from '../uniqueId';
import { AdminMenuItems } from './AdminMenuItems';

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-semibold text-ocean-900 hover:bg-ocean-50';

/** The wide header's 'Admin' menu (Dashboard, Manifest, Security, Accounts, Logout), shown only to a signed-in admin. */
export function AdminMenu({ onSignedOut }: { onSignedOut: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useUniqueId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="flex items-center gap-1 rounded-md px-3 py-2 font-semibold text-ocean-800 hover:bg-ocean-50"
      >
        <ShieldCheck aria-hidden="true" className="size-4" />
        Admin
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {open && (
        <ul
          id={menuId}
          className="absolute right-0 mt-2 w-48 rounded-xl border border-ocean-100 bg-white p-1.5 shadow-lg"
        >
          <AdminMenuItems
            itemClass={itemClass}
            iconClass="size-4"
            onClose={() => setOpen(false)}
            onSignedOut={onSignedOut}
          />
        </ul>
      )}
    </div>
  );
}
