import { centsToMoney, moneyToCents } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { findTrip, tripAdvanceAmount, tripsInStates } from '../operations/index.ts';
import { advancesInStatus } from '../payroll-items/index.ts';
import { closedSettlements } from '../settlements/index.ts';
import { approvedUnpaidViatics } from '../viatics/index.ts';
import { treasuryPayableArrived } from './treasury-feeds.ts';

/** The sources the demo approved while nobody listened: advances, viatics, closed settlements. */
export const arriveDemoPayables = async (tx: DbOrTx, today: string) => {
  const advances = await advancesInStatus(tx, ['approved']);
  for (const a of advances)
    await treasuryPayableArrived(tx, {
      source: { kind: 'payroll_advance', id: a.id },
      companyId: null,
      direction: 'expense',
      date: today,
      concept: `Adelanto de sueldo ${a.period.slice(0, 7)}`,
      payees: [{ employeeId: a.employeeId, amount: a.amount }],
    });

  const approvedViatics = (await approvedUnpaidViatics(tx)).sort((a, b) => a.id - b.id);
  for (const v of approvedViatics) {
    const due = moneyToCents(v.total) - moneyToCents(v.advance);
    if (due > 0n)
      await treasuryPayableArrived(tx, {
        source: { kind: 'viatic', id: v.id },
        companyId: null,
        direction: 'expense',
        date: today,
        concept: `Viáticos ${v.startDate} – ${v.endDate}`,
        payees: [{ employeeId: v.employeeId, amount: centsToMoney(due) }],
      });
  }

  // Trips not yet left: their advance (tolls + fuel + other) waits in treasury to be paid.
  const registered = await tripsInStates(tx, ['registered']);
  for (const trip of registered) {
    const amount = tripAdvanceAmount(trip);
    if (amount > 0n)
      await treasuryPayableArrived(tx, {
        source: { kind: 'travel_order', id: trip.id },
        companyId: null,
        direction: 'expense',
        date: today,
        concept: `Anticipo de viaje ${trip.code} (peajes, combustible)`,
        payees: [{ employeeId: trip.driverId, amount: centsToMoney(amount) }],
      });
  }

  const closed = (await closedSettlements(tx)).filter(
    (s) => s.settledAt === null && s.closedBalance !== null && moneyToCents(s.closedBalance) !== 0n,
  );
  for (const s of closed) {
    const driver = await findTrip(tx, s.travelOrderId);
    const owed = moneyToCents(s.closedBalance ?? '0');
    if (!driver || owed === 0n) continue;
    await treasuryPayableArrived(tx, {
      source: { kind: 'settlement', id: s.id },
      companyId: null,
      direction: owed > 0n ? 'income' : 'expense',
      date: today,
      concept: `Liquidación documentaria ${driver.code}`,
      payees: [{ employeeId: driver.driverId, amount: centsToMoney(owed > 0n ? owed : -owed) }],
    });
  }
};
