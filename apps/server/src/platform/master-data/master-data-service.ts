import { type Language, translateMessage } from '@zerg/shared';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Actor } from '../auth/current-user.ts';
import { type AppError, conflict, notFound } from '../errors/app-error.ts';
import { isUniqueViolation } from '../errors/db-errors.ts';
import { EXPORT_MAX_ROWS, toXlsx, type XlsxColumn } from '../export/xlsx.ts';

/** A master-data table: an id, an active flag and the time of its last change. */
export type MasterDataTable = PgTable & { id: PgColumn; isActive: PgColumn; updatedAt: PgColumn };

type Paging = { page: number; perPage: number };
type Word = (key: string) => string;

/** A column header or word of an Excel export in the caller's language. */
export const exportWord =
  (lang: Language): Word =>
  (key: string) =>
    translateMessage(lang, `columns.${key}`);

/** 409 on the field whose value another row already holds. */
export const alreadyRegistered = (field: string) =>
  conflict('ALREADY_REGISTERED', { [field]: ['validation.alreadyRegistered'] });

/** Inserts when `id` is null, else updates the row `id`; answers the row's id. */
export const saveRow = async (
  id: number | null,
  insert: () => Promise<{ id: number }[]>,
  update: (id: number) => Promise<unknown>,
): Promise<number> => {
  if (id !== null) {
    await update(id);
    return id;
  }
  const [row] = await insert();
  if (!row) throw new Error('insert returned no row');
  return row.id;
};

export type MasterDataDefinition<T extends MasterDataTable, Query, Item, Edit, Body, Option> = {
  /** The audit log's name of the entity (`toll_group`). */
  entity: string;
  table: T;
  list: (db: DbOrTx, query: Query & Paging) => Promise<{ total: number; data: Item[] }>;
  find: (db: DbOrTx, id: number) => Promise<Edit | null>;
  options: (db: DbOrTx) => Promise<Option[]>;
  /** The export's sheet: its name's key and the columns before the status, which every export ends with. */
  sheet: { title: string; columns: (t: Word, lang: Language) => XlsxColumn<Item>[] };
  /** Rules on the body that answer 400 before anything is read. */
  check?: (db: DbOrTx, id: number | null, body: Body) => Promise<void>;
  /** The field no two rows may share, and how to find the row holding the body's value. */
  unique?: { field: string; find: (db: DbOrTx, body: Body) => Promise<{ id: number } | null> };
  /** An advisory lock taken first in the transaction, for rules that span rows (a zone's places). */
  lock?: number;
  /** Rules checked inside the transaction, under the lock, just before the write. */
  beforeWrite?: (tx: DbOrTx, id: number | null, body: Body) => Promise<void>;
  /** The table's own columns out of the body. */
  values: (body: Body) => T['$inferInsert'];
  /** What hangs off the row in other tables (members, tolls of a group), written after it. */
  links?: (tx: DbOrTx, id: number, body: Body) => Promise<void>;
  /** The row as the audit log keeps it before a change; the whole edit when not given. */
  auditBefore?: (edit: Edit) => unknown;
  /** Unique indexes the database enforces, first match wins; no `constraint` matches any. */
  conflicts: { constraint?: string; error: () => AppError }[];
};

/**
 * A master-data resource's service: list, export, read, create and edit in one transaction with its
 * audit entry, activate and deactivate. Deleting is not offered: trips, orders and rates point at
 * these rows, so a retired one is only deactivated and keeps its history. Access is the routes'
 * section check; these resources have no row-level rules.
 */
export const masterDataService = <
  T extends MasterDataTable,
  Query,
  Item extends { isActive: boolean },
  Edit,
  Body,
  Option,
>(
  db: DbOrTx,
  def: MasterDataDefinition<T, Query, Item, Edit, Body, Option>,
) => {
  const { table, entity } = def;
  const get = async (id: number) => {
    const row = await def.find(db, id);
    if (!row) throw notFound();
    return row;
  };

  const write = (tx: DbOrTx, id: number | null, body: Body) => {
    const values = def.values(body);
    return saveRow(
      id,
      () =>
        tx
          .insert(table)
          .values(values as PgInsertValue<T>)
          .returning({ id: table.id }) as Promise<{ id: number }[]>,
      (id) =>
        tx
          .update(table)
          .set({ ...values, updatedAt: new Date() } as PgUpdateSetSource<T>)
          .where(eq(table.id, id)),
    );
  };

  const save = async (actor: Actor, id: number | null, body: Body) => {
    await def.check?.(db, id, body);
    if (def.unique) {
      const other = await def.unique.find(db, body);
      if (other && other.id !== id) throw alreadyRegistered(def.unique.field);
    }
    const before = id === null ? null : await get(id);
    try {
      const savedId = await db.transaction(async (tx) => {
        if (def.lock !== undefined) await tx.execute(sql`select pg_advisory_xact_lock(${def.lock})`);
        await def.beforeWrite?.(tx, id, body);
        const rowId = await write(tx, id, body);
        await def.links?.(tx, rowId, body);
        await recordAudit(tx, actor, {
          action: id === null ? 'create' : 'update',
          entity,
          entityId: rowId,
          before: before && def.auditBefore ? def.auditBefore(before) : before,
          after: body,
        });
        return rowId;
      });
      return get(savedId);
    } catch (err) {
      const known = def.conflicts.find((c) => isUniqueViolation(err, c.constraint));
      if (known) throw known.error();
      throw err;
    }
  };

  return {
    list: (query: Query & Paging) => def.list(db, query),
    export: async (query: Query, lang: Language) => {
      const { data } = await def.list(db, { ...query, page: 1, perPage: EXPORT_MAX_ROWS });
      const t = exportWord(lang);
      const status: XlsxColumn<Item> = {
        header: t('status'),
        value: (r) => t(r.isActive ? 'active' : 'inactive'),
      };
      return toXlsx(t(def.sheet.title), [...def.sheet.columns(t, lang), status], data);
    },
    get,
    create: (actor: Actor, body: Body) => save(actor, null, body),
    update: (actor: Actor, { id, ...body }: Body & { id: number }) => save(actor, id, body as Body),
    setActive: async (actor: Actor, id: number, isActive: boolean): Promise<{ ok: true }> => {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(table)
          .set({ isActive, updatedAt: new Date() } as PgUpdateSetSource<T>)
          .where(eq(table.id, id))
          .returning({ id: table.id });
        if (!row) throw notFound();
        await recordAudit(tx, actor, {
          action: isActive ? 'activate' : 'deactivate',
          entity,
          entityId: id,
          after: { isActive },
        });
      });
      return { ok: true };
    },
    select: () => def.options(db),
  };
};
