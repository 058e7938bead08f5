// Names of URL parameters more than one layer reads: the forms that write them, the screen-state
// layer that acts on them.

/**
 * A form opened from its 'Alle velden wissen' link carries this: it starts empty, without the
 * reference the session keeps (which the next consultation replaces).
 */
export const clearedFormParameter = 'wissen';
