/** The passenger drop-down lists 1 to 24; bigger groups type a number instead (SPEC section 2, quick form). */
export const MAX_LISTED_PASSENGERS = 24;

export const PASSENGER_OPTIONS: readonly number[] = Array.from(
  { length: MAX_LISTED_PASSENGERS },
  (_, i) => i + 1,
);

export const MORE_PASSENGERS_LABEL = 'More than 24 passengers';

/**
 * The biggest group one booking may carry: 25 vans, more than the operator's fleet. A bigger
 * group calls the operator; a bigger number typed is a slip or an attack, and is refused.
 */
export const MAX_PASSENGERS = 100;

/** 'passenger' is singular for one, as the drop-down shows it. */
export function passengerLabel(n: number): string {
  return `${n} ${n === 1 ? 'passenger' : 'passengers'}`;
}

/**
 * The custom passenger input never yields an impossible group: anything that is not a number of at least 1
 * becomes 1, and fractions are floored (a group has whole people). A number above MAX_PASSENGERS stays as
 * typed, so the form can say why it is refused.
 */
export function parseCustomPassengers(input: string): number {
  const value = Number(input.trim());
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.floor(value));
}
