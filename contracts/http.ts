// How a backend call is described once, for both the portal's client and the reference backend.
import { z } from 'zod';
import { maximumPagedRows } from './http-limits';
import type { Permission } from './permissions';

export { maximumHeaderListValues, maximumPagedRows } from './http-limits';

/** Who may make a call: any valid token, a token with an active role, or a role with a permission. */
export type CallAccess =
  | { kind: 'authenticated' }
  | { kind: 'activeRole' }
  | { kind: 'anyOf'; permissions: readonly Permission[] };

/** A call open to a role holding any one of these permissions (a domain's permission set). */
export function anyOf(permissions: readonly Permission[]): CallAccess {
  return { kind: 'anyOf', permissions };
}

/**
 * The authentic sources a consultation can ask, in the order a selector offers them, and the one
 * a permission grant allows when it names none.
 */
export interface ConsultationSources {
  readonly known: readonly string[];
  readonly whenUnnamed: string;
}

type Schema = z.ZodType | undefined;

export interface CallContract<
  Params extends Schema = Schema,
  Query extends Schema = Schema,
  Request extends Schema = Schema,
  Response extends Schema = Schema,
  Headers extends HeadersSchema | undefined = HeadersSchema | undefined,
> {
  /** Operation id, used in logs, metrics and permission checks. */
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Express-style path with :params; `params` names the same parameters. */
  path: string;
  access: CallAccess;
  /**
   * The sources a consultation of personal data may ask (the `bron` query), for a call whose
   * answer is written to the legal log; the role's grants narrow them (contracts/consultation.ts).
   */
  sources?: ConsultationSources;
  /**
   * The call answers a file (a workbook, a document) instead of JSON, its name in the
   * Content-Disposition header; its `response` is then undefined.
   */
  answersFile?: true;
  /**
   * The call takes files: a multipart body whose `metadata` part is the JSON `request` and whose
   * `field` parts are the files, at most `maxFiles` of them and `maxTotalBytes` together.
   */
  files?: FilesPart;
  /** Schema of the path parameters, each a string as it appears in the path. */
  params: Params;
  /** Schema of the query string (a repeated name counts once: its last value). */
  query: Query;
  /** Schema of the JSON body (POST/PUT). */
  request: Request;
  /** Schema of the JSON answer; undefined for 204 No Content. */
  response: Response;
  /**
   * Schema of the request headers the call reads as input (filters that must not appear in an
   * address, where proxies and access logs keep them): an object whose keys are the headers'
   * names in lower case, each given its text as sent (`headerText` says how a list travels).
   */
  headers?: Headers;
}

/** A call's header input: an object of header names (lower case) to their texts. */
export type HeadersSchema = z.ZodObject;

/** Describes a call once; leave out `params`, `query` or `request` when the call has none. */
export function defineCall<
  Params extends Schema = undefined,
  Query extends Schema = undefined,
  Request extends Schema = undefined,
  Response extends Schema = undefined,
  Headers extends HeadersSchema | undefined = undefined,
>(contract: {
  id: string;
  method: CallContract['method'];
  path: string;
  access: CallAccess;
  sources?: ConsultationSources;
  answersFile?: true;
  files?: FilesPart;
  params?: Params;
  query?: Query;
  request?: Request;
  headers?: Headers;
  response: Response;
}): CallContract<Params, Query, Request, Response, Headers> {
  return {
    ...contract,
    params: contract.params as Params,
    query: contract.query as Query,
    request: contract.request as Request,
  };
}

/** A header's value as a caller gives it: a text, a number, or a list of texts. */
export type HeaderValue = string | number | readonly string[];

/**
 * A header's text: each value percent-encoded (encodeURIComponent), so that any text (an accent,
 * a comma, a line break) travels in a header, and a list's values joined with commas.
 */
export function headerText(value: HeaderValue): string {
  const values = typeof value === 'object' ? value : [String(value)];
  return values.map((item) => encodeURIComponent(item)).join(',');
}

/**
 * The header texts of a call's header input: the values that are given, by the name the header
 * schema knows them by. A list without values is left out, as an absent filter.
 */
export function headerTexts(
  values: Readonly<Record<string, HeaderValue | null | undefined>> | undefined,
): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'object' && value.length === 0) continue;
    texts[name.toLowerCase()] = headerText(value);
  }
  return texts;
}

/**
 * The values of a header's text, each decoded; null when one is not validly percent-encoded.
 * Blanks around the commas are dropped (a proxy may join repeated headers with ', ').
 */
export function headerValues(text: string): string[] | null {
  try {
    return text.split(',').map((item) => decodeURIComponent(item.trim()));
  } catch {
    return null;
  }
}

/** What a schema takes (undefined for a call without it). */
export type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
/** What a schema gives after parsing (undefined for a call without it). */
export type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

export const orderDirections = ['Asc', 'Desc'] as const;
export type OrderDirection = (typeof orderDirections)[number];

/**
 * The paging and sorting part of a list call's query: `take` rows from `skip` on, ordered by
 * `orderBy` in `order`. Spread it into the call's query schema.
 */
export function pagingQuery<const Field extends string>(
  orderFields: readonly [Field, ...Field[]],
  defaults: { orderBy: Field; order: OrderDirection; take: number; maximumTake?: number },
) {
  return {
    take: z.coerce
      .number<string | number>()
      .int()
      .min(1)
      .max(defaults.maximumTake ?? 100)
      .default(defaults.take),
    skip: z.coerce
      .number<string | number>()
      .int()
      .min(0)
      .max(maximumPagedRows - 1)
      .default(0),
    orderBy: z.enum(orderFields).default(defaults.orderBy),
    order: z.enum(orderDirections).default(defaults.order),
  };
}

export type Paging<Field extends string = string> = {
  take: number;
  skip: number;
  orderBy: Field;
  order: OrderDirection;
};

/**
 * One page of a list: its rows, how many rows match in all (`totaal`, at most `maximumPagedRows`),
 * and whether more matched than that (`afgekapt`: the search must be refined).
 */
export function pageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    resultaten: z.array(row),
    totaal: z.number().int().min(0),
    afgekapt: z.boolean(),
  });
}

/** The names of a path's :parameters, in order ('/a/:b/:c?' → ['b', 'c']). */
export function pathParameterNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1).replace(/\?$/, ''));
}

/** The files part of a multipart call (`files` in its contract). */
export interface FilesPart {
  /** The name of the file parts. */
  field: string;
  maxFiles: number;
  /** All files together. */
  maxTotalBytes: number;
  /** The error code files over `maxTotalBytes` are refused with (413); unset: `field`. */
  tooLargeCode?: string;
}

/** The multipart part that carries a multipart call's JSON request. */
export const metadataPart = 'metadata';

/** A file sent with a multipart call, as the backend handler receives it. */
export interface SentFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** What a handler of a call that answers a file gives: the bytes, their type and the name. */
export interface FileAnswer {
  fileName: string;
  contentType: string;
  body: Uint8Array;
  /** 206 for a file not complete yet (a bulk job's result while items wait); 200 without it. */
  status?: 200 | 206;
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

/** The error body of every failed call: code, message and detailed errors. */
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

/** Body codes: 1 validation, 4 system error, 259 try again later. */
export const errorCodes = {
  validation: 1,
  system: 4,
  tryLater: 259,
} as const;
