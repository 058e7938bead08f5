import { isRouteErrorResponse } from '@remix-run/react';
import { describe, expect, it } from 'vitest';
import { BackendError, isSourceFailure } from './errors';

const body = {
  code: 1,
  message: 'Validatiefout',
  errors: [{ message: 'Gemeente 44021 staat twee keer in de vraag', code: '40001' }],
};

describe('BackendError', () => {
  it('is read by Remix as an error response with its own status when the backend refused (4xx)', () => {
    for (const status of [400, 403, 404, 409, 429]) {
      const error = new BackendError(status, body, 'zoekVerkopen');
      expect(isRouteErrorResponse(error), String(status)).toBe(true);
      expect(error.status).toBe(status);
      expect(isSourceFailure(error)).toBe(false);
    }
  });

  it('stays an error (a 500 page, logged) when the backend failed (5xx)', () => {
    for (const status of [500, 502, 503, 504]) {
      const error = new BackendError(status, null, 'zoekVerkopen');
      expect(isRouteErrorResponse(error), String(status)).toBe(false);
      expect(isSourceFailure(error)).toBe(true);
    }
    expect(isSourceFailure(new Error('programming error'))).toBe(false);
  });

  it('keeps the backend answer and the call off what Remix copies into the error page', () => {
    const error = new BackendError(400, body, 'zoekVerkopen');
    // Remix serialises an error response as a copy of its enumerable fields.
    const copied = JSON.stringify({ ...error });
    expect(copied).not.toContain('Gemeente');
    expect(copied).not.toContain('zoekVerkopen');
    expect(error.body).toBe(body);
    expect(error.operation).toBe('zoekVerkopen');
  });
});
