// Maps any thrown value to the error page's title and message keys: 401, 403, 404 and 418 have
// their own, any 5xx one (with its own message for a source that is unavailable, 503, or did not
// answer in time, 504), anything else is a connection problem (docs/rules/errors.md).
import { isRouteErrorResponse } from '@remix-run/react';

export type ErrorCategory = '401' | '403' | '404' | '418' | '5xx' | 'connection';

export interface ClassifiedError {
  status: number | null;
  category: ErrorCategory;
  messageKey:
    | '400'
    | '401'
    | '403'
    | '404'
    | '409'
    | '418'
    | '429'
    | '503'
    | '504'
    | '5xx'
    | 'connection'
    | 'other';
  correlationId?: string;
  stack?: string;
}

const networkFailure = /failed to fetch|networkerror|load failed|network request failed/i;

export function categoryForStatus(status: number | null): ErrorCategory {
  if (status === 401 || status === 403 || status === 404 || status === 418) {
    return String(status) as ErrorCategory;
  }
  if (status !== null && status >= 500 && status <= 599) return '5xx';
  return 'connection';
}

function messageKeyFor(status: number | null): ClassifiedError['messageKey'] {
  if (status === null) return 'connection';
  if ([400, 401, 403, 404, 409, 418, 429, 503, 504].includes(status))
    return String(status) as ClassifiedError['messageKey'];
  if (status >= 500 && status <= 599) return '5xx';
  return 'other';
}

function correlationIdOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'correlationId' in data) {
    const value = (data as { correlationId: unknown }).correlationId;
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

export function classifyError(error: unknown): ClassifiedError {
  if (isRouteErrorResponse(error)) {
    return {
      status: error.status,
      category: categoryForStatus(error.status),
      messageKey: messageKeyFor(error.status),
      correlationId: correlationIdOf(error.data),
    };
  }
  if (error instanceof Error && networkFailure.test(error.message)) {
    return { status: null, category: 'connection', messageKey: 'connection' };
  }
  return {
    status: 500,
    category: '5xx',
    messageKey: '5xx',
    stack: error instanceof Error ? error.stack : undefined,
  };
}
