/**
 * The white, bordered surface every admin card, table frame and chart sits on: one look, so a new screen
 * matches the others without copying classes.
 */
export const surfaceClass = 'rounded-lg border border-slate-300 bg-white';
