// How the person detail is shown (spec §9): extended by default, or compact.
export const displayModes = ['uitgebreid', 'compact'] as const;
export type DisplayMode = (typeof displayModes)[number];
