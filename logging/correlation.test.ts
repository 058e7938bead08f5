import { describe, expect, it } from 'vitest';
import { correlationIdFrom } from './correlation';

describe('correlationIdFrom', () => {
  it('keeps a well-formed incoming id', () => {
    expect(correlationIdFrom('abc-123_x.y:z')).toBe('abc-123_x.y:z');
    expect(correlationIdFrom(['first', 'second'])).toBe('first');
  });

  it('replaces a missing, oversized or malformed id with a new UUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(correlationIdFrom(undefined)).toMatch(uuid);
    expect(correlationIdFrom('x'.repeat(200))).toMatch(uuid);
    expect(correlationIdFrom('line\nbreak')).toMatch(uuid);
    expect(correlationIdFrom('<script>')).toMatch(uuid);
  });
});
