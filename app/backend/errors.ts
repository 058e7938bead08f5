// Failures of backend calls, and the message each shows the user (docs/rules/errors.md).
import type { ErrorResponse } from '@contracts/http';

/** The message of a failed call: one for each of these statuses, and one for any other. */
export type BackendMessageKey = '400' | '401' | '403' | '404' | '500' | '502' | 'other';

export function messageKeyForStatus(status: number): BackendMessageKey {
  switch (status) {
    case 400:
    case 401:
    case 403:
    case 404:
    case 500:
    case 502:
      return String(status) as BackendMessageKey;
    default:
      return 'other';
  }
}

/**
 * A backend call that did not succeed. A screen handles the refusals it expects (a form error, a
 * not-found page); one it does not handle must still not become a server error: a refusal (4xx)
 * carries what Remix reads as an error response (a status, its text, `internal` and `data`), so
 * the error page answers with the backend's own status (400 for input the backend refused, 404
 * for an unknown id, 409, 429) and nothing is logged as a fault. A failure of the backend (5xx)
 * stays an error: a 500 page, logged.
 */
export class BackendError extends Error {
  readonly messageKey: BackendMessageKey;
  /** Only for a refusal (4xx): what makes Remix answer with its status. */
  declare readonly statusText?: string;
  declare readonly internal?: boolean;
  declare readonly data?: null;
  /** The backend's answer and the call's id: kept off the error's enumerable fields, so the
   * error page's data (which Remix copies from them) carries neither. */
  declare readonly body: ErrorResponse | null;
  declare readonly operation: string;

  constructor(
    readonly status: number,
    body: ErrorResponse | null,
    operation: string,
  ) {
    super(`${operation} answered ${status}`);
    this.messageKey = messageKeyForStatus(status);
    Object.defineProperties(this, {
      body: { value: body, enumerable: false },
      operation: { value: operation, enumerable: false },
    });
    if (status >= 400 && status < 500) {
      Object.assign(this, { statusText: '', internal: false, data: null });
    }
  }
}

/**
 * Whether a call failed at the source (5xx, or an answer that broke its contract): what a screen
 * shows as the source's failure (502, or 504 when it did not answer in time). A refusal (4xx) is
 * not: a screen maps the ones it expects (404 as not found, a 400's fields as form errors) and
 * throws the others, which answer the error page with their own status.
 */
export function isSourceFailure(error: unknown): boolean {
  return error instanceof BackendError && error.status >= 500;
}

/** The session is gone (401, a sign-in page from elsewhere, or an expired session): sign in again. */
export class SessionLostError extends Error {}
