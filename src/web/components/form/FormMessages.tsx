import type { ReactNode } from 'react';
import { Alert } from '../kit/Alert';

/** The red box above a form that says what stops it (what was refused, or why the call failed). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert>{message}</Alert>;
}

/** The green box above a form that says it worked. */
export function FormNotice({ children }: { children: ReactNode }) {
  return <Alert kind="notice">{children}</Alert>;
}
