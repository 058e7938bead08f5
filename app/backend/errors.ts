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

export class BackendError extends Error {
  readonly messageKey: BackendMessageKey;

  constructor(
    readonly status: number,
    readonly body: ErrorResponse | null,
    readonly operation: string,
  ) {
    super(`${operation} answered ${status}`);
    this.messageKey = messageKeyForStatus(status);
  }
}

/** The session is gone (401, a sign-in page from elsewhere, or an expired session): sign in again. */
export class SessionLostError extends Error {}
