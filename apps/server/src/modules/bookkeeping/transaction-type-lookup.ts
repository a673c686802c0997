import type { TreasuryDirection, TreasurySourceKind } from '@zerg/shared';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountingTransactionTypes as types } from './accounting-account.table.ts';

const columns = {
  id: types.id,
  code: types.code,
  name: types.name,
  direction: types.direction,
  debitAccountId: types.debitAccountId,
  creditAccountId: types.creditAccountId,
  active: types.active,
};

export type TransactionTypeFacts = {
  id: number;
  code: string;
  name: string;
  direction: TreasuryDirection;
  debitAccountId: number;
  creditAccountId: number;
  active: boolean;
};

/** The type a treasury movement names, or null. */
export const transactionTypeById = async (tx: DbOrTx, id: number): Promise<TransactionTypeFacts | null> => {
  const [row] = await tx.select(columns).from(types).where(eq(types.id, id));
  return row ?? null;
};

/** The type of that code, active or not, or null. */
export const transactionTypeByCode = async (
  tx: DbOrTx,
  code: string,
): Promise<TransactionTypeFacts | null> => {
  const [row] = await tx.select(columns).from(types).where(eq(types.code, code));
  return row ?? null;
};

/**
 * The type the movements arriving from a source take (seeded with the chart), or null. A `variant`
 * (a payroll run's kind) takes its own type when one is set up, else the source's general one.
 */
export const transactionTypeForSource = async (
  tx: DbOrTx,
  kind: TreasurySourceKind,
  direction: TreasuryDirection,
  variant: string | null = null,
): Promise<TransactionTypeFacts | null> => {
  const rows = await tx
    .select({ ...columns, variant: types.sourceVariant })
    .from(types)
    .where(
      and(
        eq(types.sourceKind, kind),
        eq(types.direction, direction),
        variant === null
          ? isNull(types.sourceVariant)
          : or(isNull(types.sourceVariant), eq(types.sourceVariant, variant)),
      ),
    );
  const row = rows.find((r) => r.variant !== null) ?? rows[0];
  if (!row) return null;
  const { variant: _variant, ...facts } = row;
  return facts;
};
