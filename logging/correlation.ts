// Correlation ids: taken from x-correlation-id when it is well-formed, otherwise a new UUID.
import { randomUUID } from 'node:crypto';

export const correlationHeader = 'x-correlation-id';

const wellFormed = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function correlationIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && wellFormed.test(value) ? value : randomUUID();
}
