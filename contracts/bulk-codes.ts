// How the items of a bulk job end, without the pipeline's schemas (contracts/bulk.ts): the
// progress panel counts them on the page.

/**
 * How an item of a job ended, as an HTTP status: 200 done, 404 the subject was not found, 205 and
 * up an error (422 the source refused the item, 500 it failed). PROCESSING while it waits.
 */
export const bulkItemStatus = {
  done: 200,
  notFound: 404,
  refused: 422,
  failed: 500,
} as const;

export const processing = 'PROCESSING';

/** An item's status is an error from this status on (404 is counted as 'not found' instead). */
export const firstErrorStatus = 205;
