// How a backend call is described once, for both the portal's client and the reference backend.
import { z } from 'zod';
import type { Permission } from './permissions';

/** Who may make a call: any valid token, a token with an active role, or a role with a permission. */
export type CallAccess =
  | { kind: 'authenticated' }
  | { kind: 'activeRole' }
  | { kind: 'anyOf'; permissions: readonly Permission[] };

export interface CallContract<
  Request extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
> {
  /** Operation id, used in logs, metrics and permission checks. */
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Express-style path with :params. */
  path: string;
  access: CallAccess;
  /** Schema of the JSON body (POST/PUT). */
  request: Request;
  /** Schema of the JSON answer; undefined for 204 No Content. */
  response: Response;
}

export function defineCall<
  Request extends z.ZodType | undefined,
  Response extends z.ZodType | undefined,
>(contract: CallContract<Request, Response>): CallContract<Request, Response> {
  return contract;
}

/** Headers shared by the portal and the backend. */
export const headers = {
  correlationId: 'x-correlation-id',
  activeRole: 'x-active-role',
  sessionId: 'x-session-id',
  sessionExpiry: 'x-session-expiry',
  metricName: 'x-metric-name',
  /** A create call's key: the same key from the same caller answers the first result again. */
  idempotencyKey: 'idempotency-key',
} as const;

/** The error body of spec §8: code, message and detailed errors. */
export const errorResponseSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  errors: z
    .array(
      z.object({
        message: z.string(),
        description: z.string().optional(),
        code: z.string().optional(),
        serviceDeskUrl: z.string().optional(),
      }),
    )
    .default([]),
});

export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Body codes of spec §8. */
export const errorCodes = {
  validation: 1,
  system: 4,
  tryLater: 259,
} as const;
