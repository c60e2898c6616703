// How the signed-in runs print a figure beside its target, and which element a Lighthouse report names
// as the largest paint.

/** `123 ms / 200 ok`: the figure, its target (at most), and whether it is within. */
export function verdict(value: number, target: number, unit: string): string {
  if (!Number.isFinite(value)) return `- ${unit} / ${target} (none)`;
  return `${Math.round(value)} ${unit} / ${target} ${value <= target ? 'ok' : 'OVER'}`;
}

type Details = { type?: string; nodeLabel?: string; snippet?: string; items?: unknown[] } | undefined;

/** The label of the first element an audit's details name (the largest paint's, in its breakdown). */
export function nodeLabelIn(details: unknown): string | undefined {
  const node = details as Details;
  if (!node || typeof node !== 'object') return undefined;
  if (node.type === 'node') return node.nodeLabel ?? node.snippet;
  for (const item of node.items ?? []) {
    const label = nodeLabelIn(item);
    if (label !== undefined) return label;
  }
  return undefined;
}

type UserTiming = { name?: string; startTime?: number; timingType?: string };

/** When the page marked `name` (ms from the navigation's start), from the report's user timings. */
export function userTimingIn(details: unknown, name: string): number | undefined {
  const items = ((details as { items?: UserTiming[] } | undefined)?.items ?? []) as UserTiming[];
  return items.find((item) => item.name === name && item.timingType === 'Mark')?.startTime;
}
