// How the person detail is shown: extended ('uitgebreid') by default, or compact.
export const displayModes = ['uitgebreid', 'compact'] as const;
export type DisplayMode = (typeof displayModes)[number];
