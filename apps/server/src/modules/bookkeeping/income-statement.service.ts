import {
  type Language,
  msg,
  type TIncomeByFunction,
  translateMessage,
  type ZIncomeByFunctionQuery,
} from '@zerg/shared';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { toXlsx } from '../../platform/export/xlsx.ts';
import { companyById } from '../references/index.ts';
import { incomeStatement, incomeSums } from './income-statement.ts';

type Query = z.infer<typeof ZIncomeByFunctionQuery>;

export const createIncomeStatementService = ({ db }: Deps) => {
  const byFunction = async (q: Query): Promise<TIncomeByFunction> => {
    const fields: Record<string, string[]> = {};
    if (q.from < '1900-01' || q.from > '9998-12') fields.from = [msg('validation.period')];
    if (q.to < '1900-01' || q.to > '9998-12') fields.to = [msg('validation.period')];
    if (!(await companyById(db, q.companyId))) fields.companyId = [msg('validation.invalid')];
    if (Object.keys(fields).length) throw badRequest('VALIDATION_ERROR', fields);
    return { from: q.from, to: q.to, rows: incomeStatement(await incomeSums(db, q)) };
  };

  return {
    byFunction,
    export: async (q: Query, lang: Language) => {
      const data = await byFunction(q);
      const t = (key: string) => translateMessage(lang, `bookkeeping.incomeStatement.${key}`);
      return toXlsx(
        `${t('title')} ${data.from} – ${data.to}`.slice(0, 31),
        [
          { header: t('line'), width: 40, value: (r) => t(r.line) },
          { header: t('amount'), width: 18, value: (r) => Number(r.amount) },
        ],
        data.rows,
      );
    },
  };
};

export type IncomeStatementService = ReturnType<typeof createIncomeStatementService>;
