// Names of URL parameters and fragments more than one layer reads: the forms and tables that write
// them, the screen-state layer that acts on them. Each is defined here once.

/**
 * A form opened from its 'Alle velden wissen' link carries this: it starts empty, without the
 * reference the session keeps (which the next consultation replaces).
 */
export const clearedFormParameter = 'wissen';

/** A screen with more than one way to search names the one shown under this parameter. */
export const searchModeParameter = 'zoekwijze';

/**
 * Set on the way back to a search that opened its one match directly: the list is shown then,
 * not the match again.
 */
export const searchListParameter = 'lijst';

/** The id of the results heading, the fragment that search forms and table links target. */
export const resultsHeadingId = 'resultaten';
export const resultsFragment = `#${resultsHeadingId}`;
