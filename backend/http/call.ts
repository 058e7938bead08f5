// Serves one contract: validates the request, authenticates the caller, slides the session,
// enforces the call's access rule, and answers in the contract's shape or the error catalogue's.
import {
  isMultipartRequest,
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from '@remix-run/multipart-parser/node';
import type { Express, NextFunction, Request, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { z } from 'zod';
import {
  errorCodes,
  headers,
  type CallContract,
  type ErrorResponse,
  type FileAnswer,
  type FilesPart,
  type HeadersSchema,
  type OutputOf,
  type SentFile,
  metadataPart,
} from '@contracts/http';
import type { Role } from '@contracts/session';
import { InvalidTokenError, type TokenVerifier } from '../auth/access-token';
import { resolveIdentity, type Identity } from '../auth/identity';
import { touchSession } from '../auth/sessions';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { languageOf, message, type MessageKey } from './messages';

export interface BackendServices {
  db: Kysely<Database>;
  verifyToken: TokenVerifier;
  hashSecret: string;
  sessionTtlSeconds: number;
  /** The time the calls go by (a fake one in tests); unset: the system clock. */
  clock?: Clock;
  /** The public document download's rate limit and captcha; unset: its defaults. */
  publicDownload?: PublicDownloadSettings;
}

export interface PublicDownloadSettings {
  /** Requests per client address and link in the window (nonces and files together). */
  limit: number;
  /** Requests per link from all clients together; ten times `limit` when unset. */
  linkLimit?: number;
  /** Requests per client address across links; ten times `limit` when unset. */
  clientLimit?: number;
  windowSeconds: number;
  /** The proof of work's leading zero bits. */
  difficulty: number;
}

export interface CallContext<Body = unknown, Params = unknown, Query = unknown, Headers = unknown> {
  body: Body;
  /** The path parameters, parsed with the contract's schema. */
  params: Params;
  /** The query string parsed with the contract's schema (of a repeated name the last value). */
  query: Query;
  /** The request headers the contract reads as input, parsed with its `headers` schema. */
  headers: Headers;
  identity: Identity;
  /** The role named by the x-active-role header, when the caller chose one. */
  activeRole: Role | null;
  sessionId: string;
  expiresAt: Date;
  /** The request's correlation id (x-correlation-id, or made by the request logger). */
  correlationId: string;
  /** The Idempotency-Key header, as sent (a create call answers a repeated key once). */
  idempotencyKey: string | null;
  /** The files of a multipart call (`files` in its contract), in the order sent; else empty. */
  files: SentFile[];
  language: 'nl' | 'en';
  log: Logger;
  services: BackendServices;
  /** When the request arrived (performance.now()): what a source's answer is measured from. */
  receivedAt: number;
}

export class CallError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorResponse,
    /** Headers the answer carries beside the body (Retry-After). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(body.message);
  }
}

function fail(
  res: Response,
  status: number,
  language: 'nl' | 'en',
  key: MessageKey,
  code: number = status,
) {
  res
    .status(status)
    .json({ code, message: message(language, key), errors: [] } satisfies ErrorResponse);
}

const sessionIdPattern = /^[A-Za-z0-9_-]{16,128}$/;

/** The path of the first text holding a NUL character, or null when none does. */
function nulPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

function validationError(language: 'nl' | 'en', issues: z.core.$ZodIssue[]): ErrorResponse {
  return {
    code: errorCodes.validation,
    message: message(language, 'validation'),
    errors: issues.map((issue) => ({
      message: issue.message,
      code: issue.path.join('.') || undefined,
    })),
  };
}

/** Input parsed with its schema; a 400 with the validation body if invalid. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  language: 'nl' | 'en',
): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new CallError(400, validationError(language, parsed.error.issues));
  return parsed.data;
}

/** A 400 with the validation body for one field, for a rule a schema cannot express. */
export function invalidField(language: 'nl' | 'en', field: string, text: string): CallError {
  return new CallError(400, {
    code: errorCodes.validation,
    message: message(language, 'validation'),
    errors: [{ message: text, code: field }],
  });
}

/** A key already used for a different request: refused with 422, naming the header. */
export function idempotencyKeyReused(language: 'nl' | 'en'): CallError {
  return new CallError(422, {
    code: errorCodes.validation,
    message: message(language, 'validation'),
    errors: [{ message: message(language, 'idempotencyKeyReused'), code: headers.idempotencyKey }],
  });
}

/**
 * The call's Idempotency-Key: 1 to 200 visible characters, or none at all. A call without one is
 * simply not deduplicated; one with another key is refused rather than stored under a key the
 * caller cannot repeat.
 */
export function idempotencyKeyOf(context: CallContext): string | null {
  const key = context.idempotencyKey;
  if (key === null) return null;
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw invalidField(
      context.language,
      headers.idempotencyKey,
      message(context.language, 'idempotencyKeyInvalid'),
    );
  }
  return key;
}

function parseOptional(schema: z.ZodType | undefined, input: unknown, language: 'nl' | 'en') {
  return schema ? parseInput(schema, input, language) : undefined;
}

/**
 * The headers a contract's header schema names, as sent (Node gives their names in lower case and
 * joins a repeated one with ', '); the others are not the call's input.
 */
function headerInput(schema: HeadersSchema, req: Request): Record<string, string> {
  const input: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    const value = req.headers[name];
    if (typeof value === 'string') input[name] = value;
  }
  return input;
}

/**
 * A multipart call's body, streamed: the JSON of its metadata part and its files, within the
 * contract's count and size; more or larger is refused (413) before the rest is read.
 */
async function readMultipartCall(
  req: Request,
  part: FilesPart,
  language: 'nl' | 'en',
): Promise<{ metadata: unknown; files: SentFile[] }> {
  const invalid = (status: 400 | 413, text: string) =>
    new CallError(status, {
      code: errorCodes.validation,
      message: message(language, 'validation'),
      errors: [{ message: text, code: part.field }],
    });
  const tooLarge = () =>
    new CallError(413, {
      code: errorCodes.validation,
      message: message(language, 'validation'),
      errors: [
        { message: message(language, 'filesTooLarge'), code: part.tooLargeCode ?? part.field },
      ],
    });
  if (!isMultipartRequest(req)) throw invalid(400, 'must be multipart/form-data');
  let metadata: unknown = undefined;
  const files: SentFile[] = [];
  try {
    for await (const item of parseMultipartRequest(req, {
      maxFileSize: part.maxTotalBytes,
      maxTotalSize: part.maxTotalBytes + 1024 * 1024,
      maxParts: part.maxFiles + 1,
    })) {
      if (item.name === metadataPart && !item.isFile) {
        try {
          metadata = JSON.parse(item.text) as unknown;
        } catch {
          throw invalid(400, `the ${metadataPart} part must be JSON`);
        }
      } else if (item.name === part.field && item.isFile && item.size > 0) {
        files.push({
          name: item.filename ?? '',
          contentType: item.mediaType ?? 'application/octet-stream',
          bytes: item.bytes,
        });
        if (files.length > part.maxFiles) throw invalid(413, message(language, 'filesTooMany'));
        const total = files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
        if (total > part.maxTotalBytes) throw tooLarge();
      }
    }
  } catch (error) {
    if (error instanceof CallError) throw error;
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError)
      throw tooLarge();
    if (error instanceof MaxPartsExceededError)
      throw invalid(413, message(language, 'filesTooMany'));
    if (error instanceof MultipartParseError) throw invalid(400, 'not a multipart body');
    throw error;
  }
  return { metadata, files };
}

/**
 * Serves a contract: the handler receives the body, path parameters and query already parsed
 * with the contract's schemas, and only for a caller the access rule lets through.
 */
export function serveCall<
  Params extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
  Req extends z.ZodType | undefined,
  Res extends z.ZodType | undefined,
  Hdr extends HeadersSchema | undefined = undefined,
>(
  app: Express,
  services: BackendServices,
  contract: CallContract<Params, Query, Req, Res, Hdr>,
  handler: (
    context: CallContext<OutputOf<Req>, OutputOf<Params>, OutputOf<Query>, OutputOf<Hdr>>,
  ) => Promise<Res extends z.ZodType ? z.input<Res> : void | FileAnswer>,
): void {
  const route = async (req: Request, res: Response, next: NextFunction) => {
    const receivedAt = performance.now();
    const language = languageOf(req.get('accept-language'));
    try {
      const authorization = req.get('authorization') ?? '';
      const token = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(authorization)?.[1];
      if (!token) return fail(res, 401, language, 'unauthorized');
      let claims;
      try {
        claims = await services.verifyToken(token);
      } catch (error) {
        if (error instanceof InvalidTokenError) {
          req.log.info({ reason: error.message }, 'token refused');
          return fail(res, 401, language, 'unauthorized');
        }
        throw error;
      }

      const sessionId = req.get(headers.sessionId) ?? '';
      if (!sessionIdPattern.test(sessionId)) return fail(res, 401, language, 'unauthorized');
      const session = await touchSession(
        services.db,
        sessionId,
        claims.sub,
        services.sessionTtlSeconds,
      );
      if (!session.ok) {
        return fail(
          res,
          401,
          language,
          session.reason === 'expired' ? 'sessionExpired' : 'unauthorized',
        );
      }
      res.setHeader(headers.sessionExpiry, session.expiresAt.toISOString());

      const identity = await resolveIdentity(services.db, claims, services.hashSecret);
      const activeRoleUri = req.get(headers.activeRole);
      const activeRole = activeRoleUri
        ? identity.roles.find((role) => role.uri === activeRoleUri)
        : null;
      if (activeRoleUri && !activeRole) return fail(res, 403, language, 'unknownRole');

      const access = contract.access;
      if (access.kind !== 'authenticated') {
        if (!activeRole) return fail(res, 403, language, 'noActiveRole');
        const granted = new Set(activeRole.permissions.map((permission) => permission.naam));
        const allowed =
          access.kind === 'activeRole'
            ? granted.size > 0
            : access.permissions.some((permission) => granted.has(permission));
        if (!allowed) {
          req.log.info({ operation: contract.id }, 'permission refused');
          return fail(res, 403, language, 'forbidden');
        }
      }

      // Path and query, then the body: read only for a caller who may make the call.
      const params = parseOptional(contract.params, req.params, language);
      // Read from the URL rather than req.query, whose parser makes objects of `a[b]=c`.
      const query = parseOptional(
        contract.query,
        Object.fromEntries(new URL(req.originalUrl, 'http://backend').searchParams),
        language,
      );
      // Filters that name personal data travel in headers rather than in the address.
      const headerValues = contract.headers
        ? parseInput(contract.headers, headerInput(contract.headers, req), language)
        : undefined;
      let body: unknown = req.body;
      let files: SentFile[] = [];
      if (contract.files) {
        const sent = await readMultipartCall(req, contract.files, language);
        body = sent.metadata;
        files = sent.files;
      }
      if (contract.request) {
        const parsed = contract.request.safeParse(body);
        if (!parsed.success) {
          res.status(400).json(validationError(language, parsed.error.issues));
          return;
        }
        body = parsed.data;
      } else {
        body = undefined;
      }
      // PostgreSQL stores no NUL character in text: such input is refused, never a 500.
      const withNul = nulPath({ params, query, body, headers: headerValues });
      if (withNul !== null) {
        res.status(400).json(
          validationError(language, [
            {
              code: 'custom',
              path: withNul.slice(1),
              message: 'must not contain a NUL character',
              input: undefined,
            },
          ]),
        );
        return;
      }

      const result = await handler({
        body: body as OutputOf<Req>,
        params: params as OutputOf<Params>,
        query: query as OutputOf<Query>,
        headers: headerValues as OutputOf<Hdr>,
        identity,
        activeRole: activeRole ?? null,
        sessionId,
        expiresAt: session.expiresAt,
        correlationId: String(req.id),
        idempotencyKey: req.get(headers.idempotencyKey) ?? null,
        files,
        language,
        log: req.log,
        services,
        receivedAt,
      });
      if (contract.answersFile) {
        const file = result as FileAnswer;
        res.status(file.status ?? 200);
        res.setHeader('Content-Type', file.contentType);
        res.setHeader('Content-Disposition', contentDisposition(file.fileName));
        res.end(Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength));
        return;
      }
      if (!contract.response) {
        res.status(204).end();
        return;
      }
      res.json(contract.response.parse(result));
    } catch (error) {
      if (error instanceof CallError) {
        for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
        res.status(error.status).json(error.body);
        return;
      }
      next(error);
    }
  };

  const method = contract.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  app[method](contract.path, (req, res, next) => {
    void route(req, res, next);
  });
  servedCalls(app).add(contract.id);
}

/**
 * An attachment's Content-Disposition: the name in ASCII for old clients (anything else and
 * quotes become '_') and in full as RFC 5987 UTF-8.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  )}`;
}

/** The ids of the contracts an app serves: the security suites check that it serves them all. */
export function servedCalls(app: Express): Set<string> {
  const locals = app.locals as { servedCalls?: Set<string> };
  locals.servedCalls ??= new Set();
  return locals.servedCalls;
}

export function notFound(language: 'nl' | 'en'): CallError {
  return new CallError(404, { code: 404, message: message(language, 'notFound'), errors: [] });
}
