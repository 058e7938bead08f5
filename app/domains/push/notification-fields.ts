// The names a notification's screen carries in its URL, without the server's code.

/** The query name of the outcome the deliveries are filtered on. */
export const outcomeParameter = 'uitkomst';
