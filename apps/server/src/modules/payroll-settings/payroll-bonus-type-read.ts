import { asc, inArray, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { lookupOf } from '../../platform/db/lookup.ts';
import { payrollBonusTypes } from './payroll-parameter.table.ts';

/*
 * The reads other modules make of the bonus types: a grant's checks and payment, the demo grants,
 * and the type's name beside a grant in a list.
 */

export type BonusTypeFacts = {
  id: number;
  name: string;
  kind: 'regular' | 'occasional' | 'extraordinary';
  plameCode: string | null;
  isActive: boolean;
};

const facts = {
  id: payrollBonusTypes.id,
  name: payrollBonusTypes.name,
  kind: payrollBonusTypes.kind,
  plameCode: payrollBonusTypes.plameCode,
  isActive: payrollBonusTypes.isActive,
};

/** The bonus types of those ids, active or not, by id; an unknown id is missing from the map. */
export const bonusTypesById = async (
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, BonusTypeFacts>> => {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db.select(facts).from(payrollBonusTypes).where(inArray(payrollBonusTypes.id, wanted));
  return new Map(rows.map((t) => [t.id, t]));
};

/** Every bonus type, active or not, in id order. */
export const listBonusTypes = (db: DbOrTx): Promise<BonusTypeFacts[]> =>
  db.select(facts).from(payrollBonusTypes).orderBy(asc(payrollBonusTypes.id));

/** The name of the bonus type `bonusTypeId` points at, to show and sort a list by in SQL. */
export const bonusTypeNameOf = <R extends AnyPgColumn | SQLWrapper>(bonusTypeId: R) =>
  lookupOf(payrollBonusTypes.name, payrollBonusTypes.id, bonusTypeId);
