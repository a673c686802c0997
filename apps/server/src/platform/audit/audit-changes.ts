import type { THistoryChange, THistoryValue } from '@zerg/shared';

/** Secrets and hashes never leave the log, even when an old entry kept one. */
const SECRET = /password|hash|token|secret|otp|totp|recovery/i;
/** The record's own id repeats the entry's; it is not a change. */
const SELF = new Set(['id', 'employee_id']);

type Flat = Map<string, unknown>;

/** Nested objects become dotted fields ("job.salary"); lists stay whole and are compared as lists. */
const flatten = (value: unknown, prefix = '', into: Flat = new Map()): Flat => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    if (prefix) into.set(prefix, value);
    return into;
  }
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (SECRET.test(key) || (!prefix && SELF.has(key))) continue;
    flatten(v, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
};

const NUMERIC = /^-?\d+(\.\d+)?$/;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * "4500.00" and 4500 are the same salary; "" and null are the same empty field. A list item is
 * compared on the fields the write sent: the stored row around them (ids, names) is not a change.
 */
const same = (a: unknown, b: unknown): boolean => {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  const num = (v: unknown) =>
    typeof v === 'number' ? v : typeof v === 'string' && NUMERIC.test(v) ? Number(v) : NaN;
  if (!Number.isNaN(num(a)) && !Number.isNaN(num(b))) return num(a) === num(b);
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (isRecord(a) && isRecord(b)) return Object.keys(b).every((key) => same(a[key], b[key]));
  return JSON.stringify(a) === JSON.stringify(b);
};

const shown = (value: unknown): THistoryValue => {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.length;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
};

/**
 * The fields an entry changed. The "after" of a write is what it set, so its fields are the ones
 * compared (the "before" often holds a whole row with display columns around them); an entry with
 * only a "before" (a removal) lists what was there.
 */
export const auditChanges = (before: unknown, after: unknown): THistoryChange[] => {
  const old = flatten(before);
  const now = flatten(after);
  const fields = now.size ? [...now.keys()] : [...old.keys()];
  const changes: THistoryChange[] = [];
  for (const field of fields) {
    const a = old.get(field);
    const b = now.get(field);
    if (same(a, b)) continue;
    const list = Array.isArray(a) || Array.isArray(b);
    changes.push({ field, before: shown(a), after: shown(b), list });
  }
  return changes;
};
