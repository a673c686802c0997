import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type Language,
  msg,
  type TExchangeRateBody,
  type TExchangeRateListQuery,
  type TExchangeRateUpdateBody,
  type TImportReport,
  translateFields,
  ZExchangeRateBody,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, type FieldErrors, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import type { Upload } from '../../platform/files/upload.ts';
import { readSheet, SHEET_IMPORT_TYPES } from '../../platform/import/sheet-import.ts';
import { exchangeRateOn, findExchangeRate, listExchangeRates } from './exchange-rate.repository.ts';
import { treasuryExchangeRates as rates } from './treasury.table.ts';
import { normalRate } from './treasury-money.ts';

export const EXCHANGE_RATE_UPLOAD = { maxBytes: IMPORT_MAX_BYTES, types: SHEET_IMPORT_TYPES } as const;
/** The file's columns: what the SBS and SUNAT pages show, one row per day. */
export const EXCHANGE_RATE_COLUMNS = ['date', 'purchase', 'sale', 'source'] as const;
export const EXCHANGE_RATE_EXAMPLE = ['2026-10-30', '3.752', '3.759', 'SBS'];

const dateTaken = () => conflict('ALREADY_REGISTERED', { date: [msg('validation.rateDateTaken')] });

/** "30/10/2026" (how SUNAT prints it) or "2026-10-30". */
const isoDate = (v: string | undefined) => {
  const m = v?.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  return m ? `${m[3]}-${m[2]?.padStart(2, '0')}-${m[1]?.padStart(2, '0')}` : v;
};

/** A spreadsheet reads "3.740" as the number 3.74: the trailing zeros come back (3 decimals at least). */
const rateText = (v: string | undefined) => {
  const text = v?.replace(',', '.');
  if (!text || !/^\d+(\.\d{0,2})?$/.test(text)) return text;
  const [units, decimals = ''] = text.split('.');
  return `${units}.${decimals.padEnd(3, '0')}`;
};

const values = (body: TExchangeRateBody) => ({
  rateDate: body.date,
  purchase: normalRate(body.purchase),
  sale: normalRate(body.sale),
  source: body.source,
});

export const createExchangeRateService = ({ db }: Deps) => {
  const get = async (id: number) => {
    const row = await findExchangeRate(db, id);
    if (!row) throw notFound();
    return row;
  };

  return {
    list: (query: TExchangeRateListQuery & { page: number; perPage: number }) => listExchangeRates(db, query),
    get,
    forDate: (date: string) => exchangeRateOn(db, date),

    create: async (actor: Actor, body: TExchangeRateBody) => {
      if (await exchangeRateOn(db, body.date)) throw dateTaken();
      try {
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(rates)
            .values({ ...values(body), createdBy: actor.user.id })
            .returning({ id: rates.id });
          if (!row) throw new Error('exchange rate not stored');
          await recordAudit(tx, actor, {
            action: 'create',
            entity: 'exchange_rate',
            entityId: row.id,
            after: body,
          });
          return row.id;
        });
        return get(id);
      } catch (err) {
        if (isUniqueViolation(err, 'treasury_exchange_rates_date_idx')) throw dateTaken();
        throw err;
      }
    },

    /** A rate already used by a revaluation may still be corrected: the next run posts the difference. */
    update: async (actor: Actor, body: TExchangeRateUpdateBody) => {
      const before = await get(body.id);
      const other = await exchangeRateOn(db, body.date);
      if (other && other.id !== body.id) throw dateTaken();
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(rates)
            .set({ ...values(body), updatedAt: new Date() })
            .where(eq(rates.id, body.id));
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'exchange_rate',
            entityId: body.id,
            before,
            after: body,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err, 'treasury_exchange_rates_date_idx')) throw dateTaken();
        throw err;
      }
      return get(body.id);
    },

    delete: async (actor: Actor, id: number) => {
      const before = await get(id);
      await db.transaction(async (tx) => {
        await tx.delete(rates).where(eq(rates.id, id));
        await recordAudit(tx, actor, { action: 'delete', entity: 'exchange_rate', entityId: id, before });
      });
      return { ok: true as const };
    },

    /**
     * date, purchase, sale (and optionally source, SBS when empty), one row per day. All or nothing:
     * a refused row writes no rate. A day already in the table takes the file's rates (the file is
     * the published list; importing it again is harmless).
     */
    import: async (actor: Actor, upload: Upload, lang: Language): Promise<TImportReport> => {
      const rows = await readSheet(upload.data, upload.mimeType, EXCHANGE_RATE_COLUMNS);
      if (rows.length === 0) throw badRequest('VALIDATION_ERROR', { file: ['validation.array'] });
      if (rows.length > IMPORT_MAX_ROWS)
        throw badRequest('VALIDATION_ERROR', { file: [`validation.max|{"max":${IMPORT_MAX_ROWS}}`] });
      const good: TExchangeRateBody[] = [];
      const refused: TImportReport['refused'] = [];
      const seen = new Set<string>();
      for (const { row, values: v } of rows) {
        const parsed = ZExchangeRateBody.safeParse({
          date: isoDate(v.date),
          purchase: rateText(v.purchase),
          sale: rateText(v.sale),
          source: v.source?.toUpperCase() ?? 'SBS',
        });
        const errors: FieldErrors = {};
        if (!parsed.success)
          for (const issue of parsed.error.issues) {
            const key = issue.path.join('.') || '_';
            errors[key] = [...(errors[key] ?? []), issue.message];
          }
        else if (seen.has(parsed.data.date)) errors.date = ['validation.duplicateInFile'];
        if (Object.keys(errors).length || !parsed.success) {
          refused.push({ row, errors: translateFields(lang, errors) });
          continue;
        }
        seen.add(parsed.data.date);
        good.push(parsed.data);
      }
      if (refused.length) return { total: rows.length, created: 0, refused };
      await db.transaction(async (tx) => {
        for (const body of good)
          await tx
            .insert(rates)
            .values({ ...values(body), createdBy: actor.user.id })
            .onConflictDoUpdate({
              target: [rates.currency, rates.rateDate],
              set: { ...values(body), updatedAt: new Date() },
            });
        await recordAudit(tx, actor, {
          action: 'import',
          entity: 'exchange_rate',
          entityId: null,
          after: { file: upload.originalName, dates: good.map((g) => g.date) },
        });
      });
      return { total: rows.length, created: good.length, refused };
    },
  };
};

export type ExchangeRateService = ReturnType<typeof createExchangeRateService>;
