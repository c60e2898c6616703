/** Cancun airport's passenger terminals; terminals.ts has their labels and meeting points. */
export const TERMINALS = ['2', '3', '4'] as const;
export type Terminal = (typeof TERMINALS)[number];
