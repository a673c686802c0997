import type { DbOrTx } from '../../db/client.ts';
import { additionalWorkRequests } from './additional-work.table.ts';

export type SeedAdditionalWork = {
  employeeId: number;
  date: string;
  hours: string;
  reason: string;
  amount: string | null;
  status: 'pending' | 'approved' | 'rejected';
  rejectionReason?: string;
};

/** Demo additional-work requests asked for by `requestedBy` and decided by `decidedBy`. */
export const insertDemoAdditionalWork = async (
  db: DbOrTx,
  rows: readonly SeedAdditionalWork[],
  people: { requestedBy: number; decidedBy: number },
): Promise<void> => {
  if (rows.length === 0) return;
  await db.insert(additionalWorkRequests).values(
    rows.map((r) => ({
      employeeId: r.employeeId,
      workDate: r.date,
      hours: r.hours,
      reason: r.reason,
      payMode: r.amount ? ('amount' as const) : ('hours' as const),
      amount: r.amount,
      status: r.status,
      requestedBy: people.requestedBy,
      decidedBy: r.status === 'pending' ? null : people.decidedBy,
      decidedAt: r.status === 'pending' ? null : new Date(),
      rejectionReason: r.rejectionReason ?? null,
    })),
  );
};
