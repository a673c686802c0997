import { addMonths, MODULE_IDS, periodToDate, SECTION_IDS, splitQuotas } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { listBonusTypes, seedPayrollBonusTypes } from '../payroll-settings/index.ts';
import { findActiveUserByEmail, loadUserAccess, writeUserAccess } from '../users/index.ts';
import {
  payrollAdvances,
  payrollBonusGrants,
  payrollDiscountQuotas,
  payrollDiscounts,
} from './payroll-item.table.ts';
import { limaMonth } from './payroll-item-rules.ts';

type SeedDiscount = {
  employeeId: number;
  origin: 'payroll' | 'workshop';
  type: 'loan' | 'damage' | 'shortage' | 'judicial' | 'other';
  amount: string;
  quotas: number;
  /** Months from the current one. */
  start: number;
  observations: string;
  status: 'pending' | 'approved' | 'discounted' | 'anulled';
  reason?: string;
};

const DISCOUNTS: SeedDiscount[] = [
  {
    employeeId: 5,
    origin: 'workshop',
    type: 'damage',
    amount: '450.00',
    quotas: 3,
    start: 0,
    observations: 'Espejo lateral roto del tracto T-104 en maniobra en el patio de Lurín',
    status: 'pending',
  },
  {
    employeeId: 9,
    origin: 'payroll',
    type: 'loan',
    amount: '1200.00',
    quotas: 6,
    start: 1,
    observations: 'Préstamo personal por gastos médicos',
    status: 'pending',
  },
  {
    employeeId: 12,
    origin: 'workshop',
    type: 'shortage',
    amount: '86.40',
    quotas: 1,
    start: 0,
    observations: 'Faltante de llave de ruedas y gata hidráulica en la unidad C-220',
    status: 'pending',
  },
  {
    employeeId: 6,
    origin: 'payroll',
    type: 'loan',
    amount: '1000.00',
    quotas: 3,
    start: 0,
    observations: 'Préstamo para útiles escolares',
    status: 'approved',
  },
  {
    employeeId: 5,
    origin: 'workshop',
    type: 'damage',
    amount: '320.50',
    quotas: 2,
    start: 0,
    observations: 'Llanta dañada por conducir desinflada',
    status: 'approved',
  },
  {
    employeeId: 14,
    origin: 'payroll',
    type: 'judicial',
    amount: '2400.00',
    quotas: 12,
    start: 0,
    observations: 'Retención judicial por alimentos, Exp. 01234-2025',
    status: 'approved',
  },
  {
    employeeId: 8,
    origin: 'payroll',
    type: 'other',
    amount: '150.00',
    quotas: 1,
    start: -2,
    observations: 'Uniforme extraviado',
    status: 'discounted',
  },
  {
    employeeId: 10,
    origin: 'payroll',
    type: 'loan',
    amount: '600.00',
    quotas: 2,
    start: 0,
    observations: 'Préstamo duplicado por error',
    status: 'anulled',
    reason: 'Registrado dos veces; se mantiene el otro préstamo',
  },
];

const ADVANCES = [
  { employeeId: 6, amount: '400.00', status: 'requested' as const, reason: 'Matrícula de la universidad' },
  { employeeId: 11, amount: '500.00', status: 'approved' as const, reason: 'Reparación de vivienda' },
  {
    employeeId: 5,
    amount: '300.00',
    status: 'paid' as const,
    reason: 'Gastos de salud',
    reference: 'TRF-000842',
  },
  {
    employeeId: 13,
    amount: '800.00',
    status: 'rejected' as const,
    reason: 'Viaje familiar',
    rejected: 'Supera el límite del mes',
  },
];

/**
 * Demo discounts in every state, advances and bonus grants. The bonus types belong to the payroll
 * settings; when none exist yet two are added here so the grants have something to point at.
 */
export const insertDemoPayrollItems = async (db: DbOrTx): Promise<void> => {
  const hr = await findActiveUserByEmail(db, 'rrhh@zerg.pe');
  const hrId = hr?.id ?? null;
  // The workshop's chief registers damage and shortages (section 21 of the workshop module).
  const chief = await findActiveUserByEmail(db, 'taller@zerg.pe');
  if (chief) {
    const access = await loadUserAccess(db, chief.id);
    await writeUserAccess(db, chief.id, {
      modules: [...access.modules, MODULE_IDS.WORKSHOP],
      sections: [...access.sections, SECTION_IDS.WORKSHOP_DISCOUNTS],
    });
  }
  const now = limaMonth();
  for (const s of DISCOUNTS) {
    const startPeriod = addMonths(now, s.start);
    const decided = s.status !== 'pending';
    const [row] = await db
      .insert(payrollDiscounts)
      .values({
        employeeId: s.employeeId,
        origin: s.origin,
        type: s.type,
        amount: s.amount,
        quotas: s.quotas,
        startPeriod: periodToDate(startPeriod),
        observations: s.observations,
        status: s.status,
        createdBy: hrId,
        approvedBy: decided && s.status !== 'anulled' ? hrId : null,
        approvedAt: decided && s.status !== 'anulled' ? new Date() : null,
        anulledBy: s.status === 'anulled' ? hrId : null,
        anulledAt: s.status === 'anulled' ? new Date() : null,
        // The approved loan was handed over when it was approved (bookkeeping's demo books it, Dr 1411).
        paidAt: s.type === 'loan' && s.status === 'approved' ? new Date() : null,
        paymentReference: s.type === 'loan' && s.status === 'approved' ? 'TRF-000815' : null,
        anulledReason: s.reason ?? null,
      })
      .returning({ id: payrollDiscounts.id });
    if (!row || (s.status !== 'approved' && s.status !== 'discounted')) continue;
    await db.insert(payrollDiscountQuotas).values(
      splitQuotas(s.amount, s.quotas, startPeriod).map((q) => ({
        discountId: row.id,
        number: q.number,
        period: periodToDate(q.period),
        amount: q.amount,
        takenAmount: s.status === 'discounted' ? q.amount : null,
        status: s.status === 'discounted' ? ('taken' as const) : ('due' as const),
      })),
    );
  }
  await db.insert(payrollAdvances).values(
    ADVANCES.map((a) => ({
      employeeId: a.employeeId,
      amount: a.amount,
      period: periodToDate(now),
      reason: a.reason,
      status: a.status,
      createdBy: hrId,
      approvedBy: a.status === 'approved' || a.status === 'paid' ? hrId : null,
      approvedAt: a.status === 'approved' || a.status === 'paid' ? new Date() : null,
      rejectedReason: a.rejected ?? null,
      paidAt: a.status === 'paid' ? new Date() : null,
      paymentReference: a.reference ?? null,
    })),
  );
  let types = await listBonusTypes(db);
  if (types.length === 0) {
    await seedPayrollBonusTypes(db);
    types = await listBonusTypes(db);
  }
  const [first, second] = types;
  if (!first) return;
  await db.insert(payrollBonusGrants).values([
    {
      employeeId: 5,
      bonusTypeId: first.id,
      amount: '250.00',
      fromPeriod: periodToDate(addMonths(now, -1)),
      observations: 'Meta de viajes cumplida',
      createdBy: hrId,
    },
    {
      employeeId: 12,
      bonusTypeId: first.id,
      amount: '180.00',
      fromPeriod: periodToDate(now),
      toPeriod: periodToDate(addMonths(now, 2)),
      observations: null,
      createdBy: hrId,
    },
    {
      employeeId: 6,
      bonusTypeId: (second ?? first).id,
      amount: '300.00',
      fromPeriod: periodToDate(now),
      toPeriod: periodToDate(now),
      observations: 'Trimestre sin accidentes',
      createdBy: hrId,
    },
  ]);
};
