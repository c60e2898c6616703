import { Check, Circle } from 'lucide-react';
import { PASSWORD_RULES } from '../../../domain/schemas/new-password';

/** The rules of SPEC section 5 beside the new password, each marked as met while it is typed. */
export function PasswordRules({ password, id }: { password: string; id: string }) {
  return (
    <ul id={id} aria-label="Password requirements" className="space-y-1 text-sm">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li
            key={rule.id}
            data-met={met}
            className={`flex items-center gap-2 ${met ? 'text-success-700' : 'text-slate-700'}`}
          >
            {met ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Circle aria-hidden="true" className="size-4" />
            )}
            {rule.label}
            <span className="sr-only">{met ? '(met)' : '(not met yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
