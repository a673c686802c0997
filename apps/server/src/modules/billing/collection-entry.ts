import { centsToMoney, moneyToCents } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { accountIdsByCode, type JournalLineInput, postJournalEntry } from '../bookkeeping/index.ts';

/**
 * The accounts of collections and write-offs (PCGE 2019, as the bookkeeping module's chart holds it):
 * - 1212 Facturas, boletas y otros comprobantes por cobrar – emitidas en cartera: what the document's
 *   entry debited, cleared here;
 * - the bank side is the bank account's own 1041NN (1041 Cuentas corrientes operativas);
 * - 1073 Otros fondos sujetos a restricción: the detracción deposited at Banco de la Nación can only
 *   pay the company's taxes (D. Leg. 940, arts. 2 and 9), so it is cash whose use is restricted (107),
 *   neither an operating account (1041) nor withheld by an authority's order (1072);
 * - 776 Diferencia en cambio (gain) / 676 Diferencia de cambio (loss): a USD receivable collected at
 *   another rate than the document's (NIC 21 par. 28; LIR art. 61);
 * - write-off: 68711 Estimación de cuentas de cobranza dudosa – cuentas por cobrar comerciales –
 *   terceros against 1911 (estimación), then 1911 against 1212 (castigo): the expense and the removal
 *   of the receivable in one entry. (684 is depreciation and 695 inventories in the 2019 chart.)
 */
export const RECEIVABLE_ACCOUNTS = {
  receivable: '1212',
  detraction: '1073',
  exchangeGain: '776',
  exchangeLoss: '676',
  doubtfulExpense: '68711',
  doubtfulEstimate: '1911',
} as const;

/** `"3.7512"` → 37512n */
const rateUnits = (rate: string): bigint => {
  const [units = '0', decimals = ''] = rate.trim().split('.');
  return BigInt(units || '0') * 10_000n + BigInt(`${decimals}0000`.slice(0, 4));
};

/** amount × rate in soles, half up to the céntimo, on integers; a null rate is soles already. */
export const penAt = (amount: string, rate: string | null): string =>
  rate === null ? amount : centsToMoney((moneyToCents(amount) * rateUnits(rate) + 5_000n) / 10_000n);

export type EntryDocument = {
  documentType: string;
  series: string;
  number: number;
  issueDate: string;
  currency: string;
  /** Soles leaving 1212 for it. */
  bookPen: string;
};

export type EntryParty = { document: string; name: string };

const accountsOf = async (tx: DbOrTx) => {
  const ids = await accountIdsByCode(tx, Object.values(RECEIVABLE_ACCOUNTS));
  return (code: string) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`account ${code} is not in the chart`);
    return id;
  };
};

const debit = (amount: bigint) => ({ debit: centsToMoney(amount), credit: '0.00' });
const credit = (amount: bigint) => ({ debit: '0.00', credit: centsToMoney(amount) });

const partyOf = (p: EntryParty) => ({
  partyDocType: /^\d{11}$/.test(p.document) ? '6' : /^\d{8}$/.test(p.document) ? '1' : '0',
  partyDocNumber: p.document,
  partyName: p.name.slice(0, 100),
});

const receivableLine = (account: number, d: EntryDocument, party: EntryParty): JournalLineInput => ({
  accountId: account,
  ...credit(moneyToCents(d.bookPen)),
  ...partyOf(party),
  docType: d.documentType,
  docSeries: d.series,
  docNumber: String(d.number),
  docDate: d.issueDate,
  currency: d.currency,
});

/**
 * A collection's entry in its own date: Dr the bank's 1041NN (or 1073 for a detracción deposit) for
 * what came in, in soles at the collection's rate; Cr 1212 per document at the document's rate; the
 * difference to 776 (more soles came in than the receivable held) or 676 (fewer).
 */
export const postCollectionEntry = async (
  tx: DbOrTx,
  actorId: number | null,
  input: {
    companyId: number;
    collectionId: number;
    date: string;
    description: string;
    /** Null: the detracción account 1073. */
    bankLedgerAccountId: number | null;
    currency: string;
    amountPen: string;
    documents: readonly EntryDocument[];
    party: EntryParty;
  },
): Promise<{ entryId: number; differencePen: string }> => {
  const account = await accountsOf(tx);
  const inPen = moneyToCents(input.amountPen);
  const book = input.documents.reduce((sum, d) => sum + moneyToCents(d.bookPen), 0n);
  const difference = inPen - book;
  const lines: JournalLineInput[] = [
    {
      accountId: input.bankLedgerAccountId ?? account(RECEIVABLE_ACCOUNTS.detraction),
      ...debit(inPen),
      currency: input.currency,
    },
    ...input.documents
      .filter((d) => moneyToCents(d.bookPen) > 0n)
      .map((d) => receivableLine(account(RECEIVABLE_ACCOUNTS.receivable), d, input.party)),
  ];
  if (difference > 0n)
    lines.push({
      accountId: account(RECEIVABLE_ACCOUNTS.exchangeGain),
      ...credit(difference),
      currency: 'PEN',
    });
  if (difference < 0n)
    lines.push({
      accountId: account(RECEIVABLE_ACCOUNTS.exchangeLoss),
      ...debit(-difference),
      currency: 'PEN',
    });
  const entryId = await postJournalEntry(tx, actorId, {
    companyId: input.companyId,
    date: input.date,
    description: input.description.slice(0, 250),
    origin: 'billing',
    sourceKind: 'billing_collection',
    sourceId: input.collectionId,
    lines,
  });
  return { entryId, differencePen: centsToMoney(difference) };
};

/** A write-off's entry: Dr 68711 / Cr 1911 (estimación), Dr 1911 / Cr 1212 (castigo), at book value. */
export const postWriteOffEntry = async (
  tx: DbOrTx,
  actorId: number | null,
  input: {
    companyId: number;
    writeOffId: number;
    date: string;
    description: string;
    document: EntryDocument;
    party: EntryParty;
  },
): Promise<number> => {
  const account = await accountsOf(tx);
  const amount = moneyToCents(input.document.bookPen);
  const estimate = account(RECEIVABLE_ACCOUNTS.doubtfulEstimate);
  return postJournalEntry(tx, actorId, {
    companyId: input.companyId,
    date: input.date,
    description: input.description.slice(0, 250),
    origin: 'billing',
    sourceKind: 'billing_write_off',
    sourceId: input.writeOffId,
    lines: [
      { accountId: account(RECEIVABLE_ACCOUNTS.doubtfulExpense), ...debit(amount), costCentre: 'selling' },
      { accountId: estimate, ...credit(amount), ...partyOf(input.party) },
      { accountId: estimate, ...debit(amount), ...partyOf(input.party) },
      receivableLine(account(RECEIVABLE_ACCOUNTS.receivable), input.document, input.party),
    ],
  });
};
