import { type ParameterRecord, PayrollInputError, parametersAt } from '@zerg/payroll-pe';
import {
  type Language,
  msg,
  PAYROLL_PARAMETER_KEYS,
  type PayrollParameterKey,
  type TParametersAtResponse,
  type TPayrollParameter,
  type TPayrollParameterCreateBody,
  type TPayrollParameterListQuery,
  type TPayrollParameterUpdateBody,
  type TPayrollParameterValue,
  translateMessage,
} from '@zerg/shared';
import { and, asc, desc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { payrollParameters as pp } from './payroll-parameter.table.ts';
import { checkParameterValue, placeRange } from './payroll-parameter-check.ts';

type ListParams = TPayrollParameterListQuery & { page: number; perPage: number };
type Row = typeof pp.$inferSelect;

const SORT = { parameter: pp.parameter, validFrom: pp.validFrom, updatedAt: pp.updatedAt } as const;

const inForce = (date: string) => and(lte(pp.validFrom, date), or(isNull(pp.validTo), gte(pp.validTo, date)));

const toAnswer = (row: Row, today: string): TPayrollParameter => ({
  id: row.id,
  parameter: row.parameter as PayrollParameterKey,
  value: row.value as TPayrollParameterValue,
  validFrom: row.validFrom,
  validTo: row.validTo,
  source: row.source,
  current: row.validFrom <= today && (row.validTo === null || row.validTo >= today),
  updatedAt: row.updatedAt.toISOString(),
});

/** Shows a value in one spreadsheet cell: rates and amounts as they are, tables as "name: a / b / c". */
const valueText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (Array.isArray(value))
    return value
      .map((b: { upToUit: string | null; rate: string }) => `${b.upToUit ?? '∞'} UIT: ${b.rate}`)
      .join('; ');
  return Object.entries(value as Record<string, Record<string, string>>)
    .map(([name, r]) => `${name}: ${r.fundRate} / ${r.premiumRate} / ${r.flowCommissionRate}`)
    .join('; ');
};

/**
 * The legal parameters' dated history (payroll settings, section 17). Every value is checked by the
 * engine before it is stored; two values of one parameter never overlap, except that a new value
 * starting after the open-ended current one closes it the day before (a new decree replaces the old).
 */
export const createPayrollParameterService = ({ db }: Deps, today: () => string = limaToday) => {
  const find = async (tx: DbOrTx, id: number) => (await tx.select().from(pp).where(eq(pp.id, id)))[0] ?? null;

  const listRows = async (query: ListParams) => {
    const conditions: SQL[] = [];
    if (query.q)
      conditions.push(
        sql`(${pp.source} ilike ${containsPattern(query.q)} or ${pp.parameter} ilike ${containsPattern(query.q)})`,
      );
    if (query.filters?.parameter) conditions.push(eq(pp.parameter, query.filters.parameter));
    if (query.filters?.currentOnly) conditions.push(inForce(today()) as SQL);
    const where = conditions.length ? and(...conditions) : undefined;
    const page = await pagedList(
      query,
      db
        .select()
        .from(pp)
        .where(where)
        .orderBy(ordered(SORT[query.sortBy ?? 'parameter'], query.sortDesc), desc(pp.validFrom), asc(pp.id))
        .$dynamic(),
      db.select({ n: countRows }).from(pp).where(where),
    );
    const now = today();
    return { total: page.total, data: page.data.map((r) => toAnswer(r, now)) };
  };

  /** Refuses what the engine refuses (400 naming the field) and overlapping ranges (409). */
  const place = async (tx: DbOrTx, lang: Language, body: TPayrollParameterCreateBody, exceptId?: number) => {
    const refusal = checkParameterValue(body.parameter, body.value, body.validFrom);
    if (refusal) {
      throw badRequest('VALIDATION_ERROR', {
        [refusal.field]: [msg('validation.parameterRefused', { reason: refusal.reason })],
      });
    }
    const others = (
      await tx
        .select({ id: pp.id, validFrom: pp.validFrom, validTo: pp.validTo })
        .from(pp)
        .where(eq(pp.parameter, body.parameter))
        .for('update')
    ).filter((o) => o.id !== exceptId);
    const placed = placeRange(body, others);
    if (placed.kind === 'overlaps') {
      const open = translateMessage(lang, 'validation.openEnded');
      throw conflict('PARAMETER_OVERLAP', {
        validFrom: [
          msg('validation.parameterOverlap', { from: placed.row.validFrom, to: placed.row.validTo ?? open }),
        ],
      });
    }
    return placed;
  };

  return {
    list: listRows,

    export: async (query: TPayrollParameterListQuery, lang: Language) => {
      const { data } = await listRows({
        ...query,
        page: 1,
        perPage: EXPORT_MAX_ROWS,
        sortDesc: query.sortDesc ?? false,
      });
      const t = (key: string) => translateMessage(lang, `columns.${key}`);
      return toXlsx(
        t('payrollParameters'),
        [
          {
            header: t('parameter'),
            width: 24,
            value: (r) => translateMessage(lang, `payrollParameters.${r.parameter}`),
          },
          { header: t('value'), width: 48, value: (r) => valueText(r.value) },
          { header: t('validFrom'), width: 14, value: (r) => new Date(`${r.validFrom}T00:00:00Z`) },
          {
            header: t('validTo'),
            width: 14,
            value: (r) => (r.validTo ? new Date(`${r.validTo}T00:00:00Z`) : ''),
          },
          { header: t('source'), width: 60, value: (r) => r.source },
        ],
        data,
      );
    },

    /** What `parametersAt` would give on a date, each with its row; the parameters with no value then. */
    at: async (date: string): Promise<TParametersAtResponse> => {
      const rows = await db
        .select()
        .from(pp)
        .where(inForce(date))
        .orderBy(asc(pp.parameter), desc(pp.validFrom));
      const picked = new Map<string, Row>();
      for (const row of rows) if (!picked.has(row.parameter)) picked.set(row.parameter, row);
      const missing = PAYROLL_PARAMETER_KEYS.filter((key) => !picked.has(key));
      let error: string | null = null;
      if (!missing.length) {
        try {
          parametersAt(
            [...picked.values()].map((r) => ({ ...r, value: r.value }) as unknown as ParameterRecord),
            date,
          );
        } catch (err) {
          if (!(err instanceof PayrollInputError)) throw err;
          error = err.message;
        }
      }
      return {
        date,
        complete: missing.length === 0 && error === null,
        error,
        missing,
        data: PAYROLL_PARAMETER_KEYS.flatMap((key) => {
          const r = picked.get(key);
          return r
            ? [
                {
                  id: r.id,
                  parameter: key,
                  value: r.value as TPayrollParameterValue,
                  validFrom: r.validFrom,
                  validTo: r.validTo,
                  source: r.source,
                },
              ]
            : [];
        }),
      };
    },

    create: async (actor: Actor, body: TPayrollParameterCreateBody, lang: Language) => {
      const row = await db.transaction(async (tx) => {
        const placed = await place(tx, lang, body);
        if (placed.kind === 'closes') {
          await tx
            .update(pp)
            .set({ validTo: placed.validTo, updatedBy: actor.user.id, updatedAt: new Date() })
            .where(eq(pp.id, placed.row.id));
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'payroll_parameter',
            entityId: placed.row.id,
            before: placed.row,
            after: { validTo: placed.validTo },
          });
        }
        const [created] = await tx
          .insert(pp)
          .values({ ...body, createdBy: actor.user.id, updatedBy: actor.user.id })
          .returning();
        if (!created) throw notFound();
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'payroll_parameter',
          entityId: created.id,
          after: body,
        });
        return created;
      });
      return toAnswer(row, today());
    },

    update: async (actor: Actor, body: TPayrollParameterUpdateBody, lang: Language) => {
      const { id, ...fields } = body;
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, id);
        if (!before) throw notFound();
        if (before.parameter !== fields.parameter) {
          throw badRequest('VALIDATION_ERROR', { parameter: [msg('validation.invalid')] });
        }
        const placed = await place(tx, lang, fields, id);
        if (placed.kind === 'closes') {
          throw conflict('PARAMETER_OVERLAP', {
            validFrom: [
              msg('validation.parameterOverlap', {
                from: placed.row.validFrom,
                to: translateMessage(lang, 'validation.openEnded'),
              }),
            ],
          });
        }
        const [updated] = await tx
          .update(pp)
          .set({ ...fields, updatedBy: actor.user.id, updatedAt: new Date() })
          .where(eq(pp.id, id))
          .returning();
        if (!updated) throw notFound();
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'payroll_parameter',
          entityId: id,
          before,
          after: fields,
        });
        return updated;
      });
      return toAnswer(row, today());
    },

    /** The last value of a parameter cannot go: the engine needs one for every parameter. */
    remove: async (actor: Actor, id: number) => {
      await db.transaction(async (tx) => {
        const before = await find(tx, id);
        if (!before) throw notFound();
        const [{ n } = { n: 0 }] = await tx
          .select({ n: countRows })
          .from(pp)
          .where(eq(pp.parameter, before.parameter));
        if (n <= 1) throw conflict('INVALID_CHANGE');
        await tx.delete(pp).where(eq(pp.id, id));
        await recordAudit(tx, actor, { action: 'delete', entity: 'payroll_parameter', entityId: id, before });
      });
      return { ok: true as const };
    },
  };
};

export type PayrollParameterService = ReturnType<typeof createPayrollParameterService>;
