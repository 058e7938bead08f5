import { describe, expect, it } from 'vitest';
import { categoryForStatus, classifyError } from './error-classification';

const routeError = (status: number, data: unknown = null) => ({
  status,
  statusText: '',
  internal: false,
  data,
});

describe('categoryForStatus', () => {
  it('maps statuses to the generic titles of the error page', () => {
    expect(categoryForStatus(401)).toBe('401');
    expect(categoryForStatus(403)).toBe('403');
    expect(categoryForStatus(404)).toBe('404');
    expect(categoryForStatus(418)).toBe('418');
    expect(categoryForStatus(500)).toBe('5xx');
    expect(categoryForStatus(503)).toBe('5xx');
    expect(categoryForStatus(429)).toBe('connection');
    expect(categoryForStatus(null)).toBe('connection');
  });
});

describe('classifyError', () => {
  it('keeps the status and correlation id of a thrown response', () => {
    expect(classifyError(routeError(403, { correlationId: 'abc-1' }))).toMatchObject({
      status: 403,
      category: '403',
      messageKey: '403',
      correlationId: 'abc-1',
    });
    expect(classifyError(routeError(409))).toMatchObject({ status: 409, messageKey: '409' });
    expect(classifyError(routeError(429))).toMatchObject({ status: 429, messageKey: '429' });
    expect(classifyError(routeError(410))).toMatchObject({ status: 410, messageKey: 'other' });
  });

  it('says when a source cannot be reached or did not answer in time, under the 5xx title', () => {
    expect(classifyError(routeError(503))).toMatchObject({ category: '5xx', messageKey: '503' });
    expect(classifyError(routeError(504))).toMatchObject({ category: '5xx', messageKey: '504' });
    expect(classifyError(routeError(502))).toMatchObject({ category: '5xx', messageKey: '5xx' });
  });

  it('treats a failed fetch as a connection problem without a status', () => {
    expect(classifyError(new TypeError('Failed to fetch'))).toMatchObject({
      status: null,
      category: 'connection',
    });
  });

  it('treats any other error as an internal error and keeps its stack for development', () => {
    const classified = classifyError(new Error('boom'));
    expect(classified).toMatchObject({ status: 500, category: '5xx', messageKey: '5xx' });
    expect(classified.stack).toContain('boom');
  });
});
