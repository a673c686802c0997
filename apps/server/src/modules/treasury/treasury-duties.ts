import { moneyToCents } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { singlePersonLimitOf } from './treasury-settings.service.ts';

/*
 * Maker and checker (README, "Separation of duties"): whoever made a movement — typed it, edited it,
 * reversed another, or approved the payroll run, advance, viatic… it pays — neither approves nor
 * processes it. The approver may process it: two people suffice. A company may let one person do
 * everything up to an amount in soles (`treasury_settings`).
 */

type Made = { createdBy: number | null; updatedBy: number | null };

export const makersOf = (row: Made): number[] => [
  ...new Set([row.createdBy, row.updatedBy].filter((id): id is number => id !== null)),
];

/** Its amount in soles is within the company's limit for one person alone (none by default). */
export const onePersonAllowed = async (
  db: DbOrTx,
  row: { companyId: number; amountPen: string },
): Promise<boolean> => {
  const limit = await singlePersonLimitOf(db, row.companyId);
  return limit !== null && moneyToCents(row.amountPen) <= moneyToCents(limit);
};

/** 403 TREASURY_SAME_PERSON when `actor` made the movement and the company's limit does not cover it. */
export const assertSecondPerson = async (
  db: DbOrTx,
  actor: Actor,
  row: Made & { companyId: number; amountPen: string },
): Promise<void> => {
  if (!makersOf(row).includes(actor.user.id)) return;
  if (await onePersonAllowed(db, row)) return;
  throw forbidden('TREASURY_SAME_PERSON');
};
