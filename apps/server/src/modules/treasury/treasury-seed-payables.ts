import { centsToMoney, moneyToCents } from '@zerg/shared';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { travelOrders, tripAdvanceAmount } from '../operations/index.ts';
import { payrollAdvances } from '../payroll-items/index.ts';
import { settlements } from '../settlements/index.ts';
import { viatics } from '../viatics/index.ts';
import { treasuryPayableArrived } from './treasury-feeds.ts';

/** The sources the demo approved while nobody listened: advances, viatics, closed settlements. */
export const arriveDemoPayables = async (tx: DbOrTx, today: string) => {
  const advances = await tx
    .select({
      id: payrollAdvances.id,
      employeeId: payrollAdvances.employeeId,
      amount: payrollAdvances.amount,
      period: payrollAdvances.period,
    })
    .from(payrollAdvances)
    .where(eq(payrollAdvances.status, 'approved'))
    .orderBy(asc(payrollAdvances.id));
  for (const a of advances)
    await treasuryPayableArrived(tx, {
      source: { kind: 'payroll_advance', id: a.id },
      companyId: null,
      direction: 'expense',
      date: today,
      concept: `Adelanto de sueldo ${a.period.slice(0, 7)}`,
      payees: [{ employeeId: a.employeeId, amount: a.amount }],
    });

  const approvedViatics = await tx
    .select({
      id: viatics.id,
      employeeId: viatics.employeeId,
      total: viatics.total,
      advance: viatics.advance,
      startDate: viatics.startDate,
      endDate: viatics.endDate,
    })
    .from(viatics)
    .where(and(eq(viatics.status, 2), isNull(viatics.paidAt)))
    .orderBy(asc(viatics.id));
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
  const registered = await tx
    .select({
      id: travelOrders.id,
      code: travelOrders.code,
      driverId: travelOrders.driverId,
      expectedTolls: travelOrders.expectedTolls,
      fuelAllowance: travelOrders.fuelAllowance,
      otherAllowance: travelOrders.otherAllowance,
    })
    .from(travelOrders)
    .where(eq(travelOrders.state, 'registered'))
    .orderBy(asc(travelOrders.id));
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

  const closed = await tx
    .select({
      id: settlements.id,
      balance: settlements.closedBalance,
      travelOrderId: settlements.travelOrderId,
    })
    .from(settlements)
    .where(
      and(eq(settlements.state, 'closed'), isNull(settlements.settledAt), ne(settlements.closedBalance, '0')),
    )
    .orderBy(asc(settlements.id));
  for (const s of closed) {
    const [driver] = await tx
      .select({ code: travelOrders.code, driverId: travelOrders.driverId })
      .from(travelOrders)
      .where(eq(travelOrders.id, s.travelOrderId));
    const owed = moneyToCents(s.balance ?? '0');
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
