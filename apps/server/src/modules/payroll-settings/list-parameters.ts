import {
  type Language,
  parameterSourceText,
  type TPayrollParameterListQuery,
  translateMessage,
} from '@zerg/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { payrollParameters as pp } from './payroll-parameter.table.ts';
import { inForce, type ParameterDeps, toAnswer } from './payroll-parameter-rows.ts';

type ListParams = TPayrollParameterListQuery & { page: number; perPage: number };

const SORT = { parameter: pp.parameter, validFrom: pp.validFrom, updatedAt: pp.updatedAt } as const;

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

export const listParameters =
  ({ db, today }: ParameterDeps) =>
  async (query: ListParams) => {
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

// Built in the request, bounded by nature: the legal parameters, one row per value in force.
export const exportParameters =
  ({ db, today }: ParameterDeps) =>
  async (query: TPayrollParameterListQuery, lang: Language) => {
    const { data } = await listParameters({ db, today })({
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
        { header: t('source'), width: 60, value: (r) => parameterSourceText(lang, r, translateMessage) },
      ],
      data,
    );
  };
