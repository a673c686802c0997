import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../auth/current-user.ts';
import { auditLog } from './audit.table.ts';

const SECRET_KEYS = new Set(['passwordHash', 'password', 'passwordConfirmation', 'tokenHash']);

/** Drops secrets and turns dates into strings so the JSON stays readable and safe. */
const clean = (value: unknown): unknown => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(clean);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !SECRET_KEYS.has(k))
        .map(([k, v]) => [k, clean(v)]),
    );
  }
  return value;
};

export type AuditEntry = {
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
};

/** Every write calls this inside its own transaction, so the entry and the change commit together. */
export const recordAudit = async (
  tx: DbOrTx,
  actor: Pick<Actor, 'ip' | 'requestId'> & { user: { id: number } | null },
  entry: AuditEntry,
): Promise<void> => {
  await tx.insert(auditLog).values({
    userId: actor.user?.id ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: clean(entry.before),
    after: clean(entry.after),
    ip: actor.ip,
    requestId: actor.requestId,
  });
};

/** Several entries of one write in one statement (a call that makes many documents at once). */
export const recordAudits = async (
  tx: DbOrTx,
  actor: Pick<Actor, 'ip' | 'requestId'> & { user: { id: number } | null },
  entries: readonly AuditEntry[],
): Promise<void> => {
  if (!entries.length) return;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      userId: actor.user?.id ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId === null ? null : String(entry.entityId),
      before: clean(entry.before),
      after: clean(entry.after),
      ip: actor.ip,
      requestId: actor.requestId,
    })),
  );
};
