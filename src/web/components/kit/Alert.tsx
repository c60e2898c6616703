import type { ReactNode } from 'react';

type AlertProps = {
  /** An error is announced at once (role alert); a notice politely (role status). */
  kind?: 'error' | 'notice';
  /** A line of text beside the control it is about, rather than a box above a form or a screen. */
  inline?: boolean;
  id?: string | undefined;
  /** Placement only (margins, width): the look is the kit's. */
  className?: string | undefined;
  children: ReactNode;
};

const BOX = {
  error: 'rounded-md border border-error-600 bg-error-50 p-3 text-base text-error-800',
  notice: 'rounded-md border border-success-700 bg-success-50 p-3 text-base text-success-800',
};

const LINE = {
  error: 'text-sm font-semibold text-error-700',
  notice: 'text-sm font-semibold text-success-700',
};

/** What failed or what worked, said in the one look of the site's messages. */
export function Alert({ kind = 'error', inline = false, id, className, children }: AlertProps) {
  const look = (inline ? LINE : BOX)[kind];
  const Tag = inline ? 'p' : 'div';
  return (
    <Tag
      id={id}
      role={kind === 'error' ? 'alert' : 'status'}
      className={className ? `${look} ${className}` : look}
    >
      {children}
    </Tag>
  );
}
