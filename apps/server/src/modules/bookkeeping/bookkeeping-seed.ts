import { centsToMoney, moneyToCents } from '@zerg/shared';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { accountingAccounts } from './accounting-account.table.ts';
import { insertDemoPayrollItemEntries } from './bookkeeping-seed-payroll.ts';
import { postJournalEntry } from './journal-posting.ts';

/** `YYYY-MM-DD` of day `day` of the month `back` months before today's. */
const dayOf = (back: number, day: number) => {
  const today = limaToday();
  const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back, day));
  return d.toISOString().slice(0, 10);
};

const INVOICES = [
  { day: 5, number: 'F001-00440', client: 'Corporación Aceros del Sur', base: '18000.00' },
  { day: 12, number: 'F001-00441', client: 'Distribuidora Andina', base: '25500.00' },
  { day: 20, number: 'F001-00442', client: 'Agroexportadora Valle Norte', base: '12300.00' },
];

/**
 * The accounts the demo books post to (PCGE 2019): banks 1041, the fleet 33411/33421, capital 5011,
 * the vehicle loan 4511, invoices 1212, IGV 40111, transport services sold to third parties 70321 and
 * the bank's fee 6391.
 */
export const SEED_ACCOUNTS: readonly string[] = [
  '1041',
  '33411',
  '33421',
  '5011',
  '4511',
  '1212',
  '40111',
  '70321',
  '6391',
];

/**
 * The demo company's books (after the payroll demo): the opening entry two months ago, last month's
 * service invoices with their IGV, the collection of two of them and the bank's fee. The payroll
 * entries themselves appear when HR approves a run.
 */
export const insertDemoBookkeeping = async (tx: Tx, companyId: number): Promise<void> => {
  const codes = [...SEED_ACCOUNTS];
  const ids = new Map(
    (
      await tx
        .select({ id: accountingAccounts.id, code: accountingAccounts.code })
        .from(accountingAccounts)
        .where(inArray(accountingAccounts.code, codes))
    ).map((r) => [r.code, r.id]),
  );
  // The chart is synced before the seed; without it (a script on an unsynced database) there is nothing to book.
  if (codes.some((c) => !ids.has(c))) return;
  const id = (code: string) => ids.get(code) ?? 0;
  const dr = (code: string, amount: string, description?: string) => ({
    accountId: id(code),
    debit: amount,
    credit: '0.00',
    description: description ?? null,
  });
  const cr = (code: string, amount: string, description?: string) => ({
    accountId: id(code),
    debit: '0.00',
    credit: amount,
    description: description ?? null,
  });
  const post = (date: string, description: string, lines: ReturnType<typeof dr>[]) =>
    postJournalEntry(tx, null, { companyId, date, description, origin: 'manual', lines });

  // The same banks and invoices the treasury demo holds: its accounts' opening balances (the dollars
  // at 3.750) and the invoices its collections settle, so the books and treasury tell one story.
  await post(dayOf(2, 1), 'Asiento de apertura: capital, flota, bancos y facturas por cobrar', [
    dr('1041', '404375.00', 'BCP S/ 185,000.00 · Interbank S/ 60,000.00 · BBVA US$ 42,500.00'),
    dr('33411', '360000.00', 'Tractocamiones (vehículos motorizados)'),
    dr('33421', '120000.00', 'Semirremolques (vehículos no motorizados)'),
    dr('1212', '59398.00', 'F001-00412, F001-00418, F001-00425 y contrato minero'),
    cr('5011', '713773.00', 'Capital social suscrito y pagado'),
    cr('4511', '230000.00', 'Préstamo vehicular BBVA'),
  ]);
  for (const inv of INVOICES) {
    const base = moneyToCents(inv.base);
    const igv = (base * 18n + 50n) / 100n;
    const total = centsToMoney(base + igv);
    await post(dayOf(1, inv.day), `Factura ${inv.number} · ${inv.client} · servicio de transporte de carga`, [
      dr('1212', total),
      cr('40111', centsToMoney(igv)),
      cr('70321', inv.base),
    ]);
  }
  const collected = INVOICES.slice(0, 2).map((inv) => {
    const base = moneyToCents(inv.base);
    return { inv, total: centsToMoney(base + (base * 18n + 50n) / 100n) };
  });
  await post(dayOf(1, 25), 'Cobranza de facturas F001-00440 y F001-00441', [
    dr('1041', centsToMoney(collected.reduce((s, c) => s + moneyToCents(c.total), 0n))),
    ...collected.map((c) => cr('1212', c.total, `${c.inv.number} · ${c.inv.client}`)),
  ]);
  await post(dayOf(1, 28), 'Comisión de mantenimiento de cuenta corriente BCP', [
    dr('6391', '45.50'),
    cr('1041', '45.50'),
  ]);
  await insertDemoPayrollItemEntries(tx, companyId);
};
