import { centsToMoney, moneyToCents, type TJournalEntryInput } from '@zerg/shared';

/** One line as the form holds it: an untouched side is empty, not zero. */
export type LineValues = {
  accountId?: number;
  debit?: string | null;
  credit?: string | null;
  description?: string;
};

export type EntryFormValues = {
  companyId?: number;
  date?: string | null;
  description?: string;
  lines?: (LineValues | undefined)[];
};

const AMOUNT_RE = /^\d{1,9}(\.\d{1,2})?$/;

/** An empty side is zero; a side that is not an amount yet counts as zero in the live totals. */
const side = (value: string | null | undefined): string => {
  const v = (value ?? '').toString().trim();
  return v === '' ? '0' : v;
};

const cents = (value: string | null | undefined): bigint => {
  const v = side(value);
  return AMOUNT_RE.test(v) ? moneyToCents(v) : 0n;
};

/** The request body the shared schema checks (and the server receives). */
export const entryBody = (values: EntryFormValues): TJournalEntryInput => ({
  companyId: values.companyId as number,
  date: values.date ?? '',
  description: values.description ?? '',
  lines: (values.lines ?? []).map((line) => ({
    accountId: line?.accountId as number,
    debit: side(line?.debit),
    credit: side(line?.credit),
    ...(line?.description?.trim() ? { description: line.description.trim() } : {}),
  })),
});

export type EntryTotals = { debits: string; credits: string; difference: string; balanced: boolean };

/** The running totals shown under the lines, in exact cents. */
export const entryTotals = (lines: readonly (LineValues | undefined)[] | undefined): EntryTotals => {
  let debits = 0n;
  let credits = 0n;
  for (const line of lines ?? []) {
    debits += cents(line?.debit);
    credits += cents(line?.credit);
  }
  const difference = debits - credits;
  return {
    debits: centsToMoney(debits),
    credits: centsToMoney(credits),
    difference: centsToMoney(difference < 0n ? -difference : difference),
    balanced: difference === 0n && debits > 0n,
  };
};
