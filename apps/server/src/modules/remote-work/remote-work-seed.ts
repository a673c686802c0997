import type { DbOrTx } from '../../db/client.ts';
import { remoteWorkAssignments } from './remote-work.table.ts';

export type SeedRemoteWork = {
  employeeId: number;
  from: string;
  to: string | null;
  weekdays: number[];
  reason: string;
  notes?: string | null;
  status: 'active' | 'inactive';
};

/** Demo homework-status rows, registered by `createdBy`. */
export const insertDemoRemoteWork = async (
  db: DbOrTx,
  rows: readonly SeedRemoteWork[],
  createdBy: number,
): Promise<void> => {
  if (rows.length === 0) return;
  await db.insert(remoteWorkAssignments).values(
    rows.map((r) => ({
      employeeId: r.employeeId,
      fromDate: r.from,
      toDate: r.to,
      weekdays: r.weekdays,
      reason: r.reason,
      notes: r.notes ?? null,
      status: r.status,
      createdBy,
      updatedBy: createdBy,
    })),
  );
};
