import {
  DISCOUNT_TYPES,
  type DiscountType,
  type TreasuryDirection,
  type TreasurySourceKind,
} from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import {
  accountingAccounts,
  accountingDiscountAccounts,
  accountingTransactionTypes,
} from './accounting-account.table.ts';
import { PCGE_CHART } from './pcge-chart.ts';
import { reclassify2010Balances } from './pcge-reclassification.ts';

type SystemType = {
  code: string;
  name: string;
  direction: TreasuryDirection;
  sourceKind: TreasurySourceKind | null;
  /** Within the source, what this type is for (a payroll run's kind); absent: the source's general type. */
  sourceVariant?: string;
  debit: string;
  credit: string;
};

/**
 * The transaction types every database has. The codes are fixed: treasury finds the type of a
 * movement arriving from a source by `sourceKind`, and people and tests know them by code.
 */
export const SYSTEM_TRANSACTION_TYPES: readonly SystemType[] = [
  {
    code: 'PLANILLA',
    name: 'Pago de planilla de remuneraciones',
    direction: 'expense',
    sourceKind: 'payroll_run',
    debit: '4111',
    credit: '1041',
  },
  {
    code: 'ADELANTO',
    name: 'Adelanto de remuneraciones',
    direction: 'expense',
    sourceKind: 'payroll_advance',
    debit: '1412',
    credit: '1041',
  },
  {
    code: 'VIATICO',
    name: 'Entrega de viáticos a rendir cuenta',
    direction: 'expense',
    sourceKind: 'viatic',
    debit: '1413',
    credit: '1041',
  },
  {
    code: 'LIQ-PAGO',
    name: 'Pago del saldo de una liquidación de viaje',
    direction: 'expense',
    sourceKind: 'settlement',
    debit: '1413',
    credit: '1041',
  },
  {
    code: 'LIQ-DEVOL',
    name: 'Devolución del saldo de una liquidación de viaje',
    direction: 'income',
    sourceKind: 'settlement',
    debit: '1041',
    credit: '1413',
  },
  {
    code: 'COBRANZA',
    name: 'Cobranza a clientes',
    direction: 'income',
    sourceKind: null,
    debit: '1041',
    credit: '1212',
  },
  {
    code: 'PAGO-PROV',
    name: 'Pago a proveedores',
    direction: 'expense',
    sourceKind: null,
    debit: '4212',
    credit: '1041',
  },
  {
    code: 'COM-BANC',
    name: 'Comisiones y gastos bancarios',
    direction: 'expense',
    sourceKind: null,
    debit: '6391',
    credit: '1041',
  },
  // Issue 23: a benefit run's payment clears what its accrual credited (monthly and liquidación
  // keep PLANILLA, 4111); loans, contributions and judicial retentions have their own.
  {
    code: 'PLAN-GRATI',
    name: 'Pago de gratificaciones',
    direction: 'expense',
    sourceKind: 'payroll_run',
    sourceVariant: 'gratificacion',
    debit: '4114',
    credit: '1041',
  },
  {
    code: 'PLAN-VAC',
    name: 'Pago de vacaciones',
    direction: 'expense',
    sourceKind: 'payroll_run',
    sourceVariant: 'vacation',
    debit: '4115',
    credit: '1041',
  },
  {
    code: 'PLAN-CTS',
    name: 'Depósito de CTS en la entidad depositaria',
    direction: 'expense',
    sourceKind: 'payroll_run',
    sourceVariant: 'cts',
    debit: '4151',
    credit: '1041',
  },
  {
    code: 'PRESTAMO',
    name: 'Préstamo al personal',
    direction: 'expense',
    sourceKind: 'payroll_loan',
    debit: '1411',
    credit: '1041',
  },
  {
    code: 'APORTES',
    name: 'Pago de tributos y aportes de la planilla (SUNAT, AFP)',
    direction: 'expense',
    sourceKind: 'payroll_contribution',
    debit: '4031',
    credit: '1041',
  },
  {
    code: 'RET-JUD',
    name: 'Pago de retención judicial por alimentos',
    direction: 'expense',
    sourceKind: null,
    debit: '4699',
    credit: '1041',
  },
  {
    code: 'ANTICIPO-VIAJE',
    name: 'Anticipo de viaje a rendir cuenta (peajes, combustible)',
    direction: 'expense',
    sourceKind: 'travel_order',
    debit: '1413',
    credit: '1041',
  },
];

/** The account each discount type is owed on until the company changes it (bookkeeping README). */
export const DISCOUNT_ACCOUNT_DEFAULTS: Readonly<Record<DiscountType, string>> = {
  loan: '1411',
  damage: '1419',
  shortage: '1419',
  judicial: '4699',
  other: '1419',
};

const accountIds = async (tx: Tx) =>
  new Map(
    (
      await tx.select({ id: accountingAccounts.id, code: accountingAccounts.code }).from(accountingAccounts)
    ).map((r) => [r.code, r.id]),
  );

/** The longest code of `codes` that `code` extends. */
const parentCode = (code: string, codes: Map<string, number>): string | null => {
  for (let len = code.length - 1; len >= 1; len--) {
    const prefix = code.slice(0, len);
    if (codes.has(prefix)) return prefix;
  }
  return null;
};

/**
 * Writes the PCGE accounts and the system transaction types that are missing, at every start and in
 * the tests' template, in one transaction. A stored account keeps its row (the company may have
 * deactivated it); a system account's name follows the chart. Nothing is deleted, the company's own
 * accounts least of all. The balances of the 2010 accounts the 2019 plan moved are reclassified by an
 * entry dated `today` (the day the sync runs: in production the start-up's date in Lima). A system
 * type that exists keeps the accounts the company chose for it, unless they were moved.
 */
export const syncBookkeeping = async (db: Db, options: { today?: string } = {}): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4242351)`);
    const stored = new Map(
      (
        await tx
          .select({
            code: accountingAccounts.code,
            name: accountingAccounts.name,
            system: accountingAccounts.system,
          })
          .from(accountingAccounts)
      ).map((r) => [r.code, r]),
    );
    // Shallow levels first, so that every parent exists when its children are written.
    const deepest = Math.max(...PCGE_CHART.map(([code]) => code.length));
    for (let depth = 1; depth <= deepest; depth++) {
      const missing = PCGE_CHART.filter(([code]) => code.length === depth && !stored.has(code));
      if (!missing.length) continue;
      const ids = await accountIds(tx);
      await tx
        .insert(accountingAccounts)
        .values(
          missing.map(([code, name]) => {
            const parent = parentCode(code, ids);
            return { code, name, depth, system: true, parentId: parent ? (ids.get(parent) ?? null) : null };
          }),
        )
        .onConflictDoNothing();
    }

    // Before the names follow the chart: a 2010 account is known by its 2010 name.
    await reclassify2010Balances(tx, options.today ?? limaToday());

    const renamed = PCGE_CHART.filter(([code, name]) => {
      const row = stored.get(code);
      return row?.system === true && row.name !== name;
    });
    for (const [code, name] of renamed)
      await tx
        .update(accountingAccounts)
        .set({ name, updatedAt: new Date() })
        .where(sql`${accountingAccounts.code} = ${code} and ${accountingAccounts.system}`);

    const ids = await accountIds(tx);
    const rows = SYSTEM_TRANSACTION_TYPES.flatMap((t) => {
      const debitAccountId = ids.get(t.debit);
      const creditAccountId = ids.get(t.credit);
      if (!debitAccountId || !creditAccountId) return [];
      return [
        {
          code: t.code,
          name: t.name,
          direction: t.direction,
          sourceKind: t.sourceKind,
          sourceVariant: t.sourceVariant ?? null,
          debitAccountId,
          creditAccountId,
        },
      ];
    });
    if (rows.length) await tx.insert(accountingTransactionTypes).values(rows).onConflictDoNothing();
    const discountRows = DISCOUNT_TYPES.flatMap((discountType) => {
      const accountId = ids.get(DISCOUNT_ACCOUNT_DEFAULTS[discountType]);
      return accountId ? [{ discountType, accountId }] : [];
    });
    if (discountRows.length)
      await tx.insert(accountingDiscountAccounts).values(discountRows).onConflictDoNothing();
  });
};
