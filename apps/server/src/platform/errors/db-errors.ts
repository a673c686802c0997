import type { ErrorCode } from '@zerg/shared';
import { AppError } from './app-error.ts';

type PgError = { code: string; constraint?: string; detail?: string; message?: string };

/**
 * The field a constraint protects, when its columns do not say it well (a pair such as bank and
 * number names the number; an expression index names no column). Other constraints are named after
 * the columns in PostgreSQL's detail.
 */
const CONSTRAINT_FIELDS: Record<string, { field: string; code?: ErrorCode }> = {
  areas_name_unique: { field: 'name', code: 'AREA_ALREADY_REGISTERED' },
  companies_ruc_unique: { field: 'ruc', code: 'COMPANY_ALREADY_REGISTERED' },
  employee_bank_accounts_number_key: { field: 'accountNumber' },
  employees_document_idx: { field: 'documentNumber', code: 'DOCUMENT_ALREADY_REGISTERED' },
  roles_name_unique: { field: 'name', code: 'ROLE_ALREADY_REGISTERED' },
  users_email_lower_idx: { field: 'email', code: 'EMAIL_ALREADY_REGISTERED' },
  clients_document_idx: { field: 'documentNumber', code: 'DOCUMENT_ALREADY_REGISTERED' },
  vehicles_plate_idx: { field: 'plate', code: 'PLATE_ALREADY_REGISTERED' },
  vehicle_brands_name_idx: { field: 'name' },
  vehicle_models_brand_name_idx: { field: 'name' },
  vehicle_types_name_idx: { field: 'name' },
  vehicles_brand_model_fk: { field: 'modelId' },
};

/** The PostgreSQL error inside whatever wrapped it (drizzle puts the driver's error in `cause`). */
const pgErrorOf = (error: unknown, depth = 0): PgError | null => {
  if (typeof error !== 'object' || error === null || depth > 5) return null;
  const e = error as { code?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return error as PgError;
  return pgErrorOf(e.cause, depth + 1);
};

/** Seconds a client is told to wait (`Retry-After`) before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node's socket failures when the database's address does not answer or drops the connection. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool say these without a code. */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Cannot use a pool after calling end/i;

/**
 * PostgreSQL's own answers that mean "not now": a connection exception (class 08), a server
 * shutting down or starting (57P01–57P03), or no connection slot left (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;

/** Every error in the chain: drizzle's `cause`, an AggregateError's tries (IPv4 and IPv6). */
const chainOf = (error: unknown, depth = 0): unknown[] => {
  if (typeof error !== 'object' || error === null || depth > 5) return [];
  const e = error as { cause?: unknown; errors?: unknown };
  const nested = Array.isArray(e.errors) ? e.errors.flatMap((x) => chainOf(x, depth + 1)) : [];
  return [error, ...chainOf(e.cause, depth + 1), ...nested];
};

/** The database cannot be reached or is restarting: the request may succeed in a few seconds. */
export const isDatabaseUnavailable = (error: unknown): boolean =>
  chainOf(error).some((e) => {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true;
    return typeof message === 'string' && CONNECTION_MESSAGES.test(message);
  });

/** A statement stopped by `statement_timeout`, or cancelled because its request was abandoned. */
const isCancelled = (error: unknown): boolean =>
  chainOf(error).some((e) => {
    const code = (e as { code?: unknown }).code;
    return code === '57014' || code === 'REQUEST_ABORTED';
  });

/** A unique violation, of `constraint` when given, however deeply the driver's error is wrapped. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
};

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** `Key (bank, account_number)=(002, 1941…) already exists.` → `['bank', 'accountNumber']`. */
const columnsOf = (detail: string | undefined): string[] => {
  const list = /^Key \(([^)]*)\)=/.exec(detail ?? '')?.[1];
  if (!list) return [];
  const columns = list.split(',').map((c) => c.trim());
  // An expression (`lower(email)`) is no field name the client knows.
  return columns.every((c) => /^[a-z_][a-z0-9_]*$/.test(c)) ? columns.map(camel) : [];
};

const fieldsFor = (pg: PgError, message: string): Record<string, string[]> => {
  const known = pg.constraint ? CONSTRAINT_FIELDS[pg.constraint] : undefined;
  const names = known ? [known.field] : columnsOf(pg.detail);
  return Object.fromEntries((names.length > 0 ? names : ['_']).map((n) => [n, [message]]));
};

/**
 * Turns a constraint the database enforced into the client's error, so a race or a check a service
 * forgot is a 409 or 400 naming the field, never a 500: unique → 409, a reference to a row that does
 * not exist → 400, deleting a row others still reference → 409; a database out of reach → 503
 * DATABASE_UNAVAILABLE, a statement over its time limit → 503 QUERY_TIMEOUT (both with Retry-After).
 */
export const fromDatabaseError = (error: unknown): AppError | null => {
  // Never a 500: the database being away is a 503 the client retries after the given delay.
  if (isDatabaseUnavailable(error)) {
    return new AppError(503, 'DATABASE_UNAVAILABLE', {
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    });
  }
  if (isCancelled(error)) {
    return new AppError(503, 'QUERY_TIMEOUT', {
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    });
  }
  const pg = pgErrorOf(error);
  if (!pg) return null;
  if (pg.code === '23505') {
    const code = (pg.constraint && CONSTRAINT_FIELDS[pg.constraint]?.code) || 'ALREADY_REGISTERED';
    return new AppError(409, code, { fields: fieldsFor(pg, 'validation.alreadyRegistered') });
  }
  if (pg.code === '23503') {
    const stillReferenced = /still referenced/.test(pg.detail ?? '');
    return stillReferenced
      ? new AppError(409, 'STILL_IN_USE', { fields: fieldsFor(pg, 'validation.inUse') })
      : new AppError(400, 'VALIDATION_ERROR', { fields: fieldsFor(pg, 'validation.notFoundRef') });
  }
  return null;
};

/**
 * PostgreSQL gave up on the transaction because of another one (40001 serialization failure,
 * 40P01 deadlock detected): running it again from the start may succeed.
 */
export const isRetryableConflict = (error: unknown): boolean => {
  const code = pgErrorOf(error)?.code;
  return code === '40001' || code === '40P01';
};
