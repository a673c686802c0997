import {
  type CounterpartyKind,
  type TreasuryCurrency,
  type TreasuryDirection,
  type TTreasuryTransactionDetail,
  ZTreasuryTransactionBody,
} from '@zerg/shared';
import { limaToday } from '../../../lib/format-date';
import { type FieldPath, zodPathRule } from '../../../lib/zod-rule';

/** What the movement form holds, field by field. */
export type TransactionFormValues = {
  companyId?: number;
  bankAccountId?: number;
  date: string | null;
  direction: TreasuryDirection;
  transactionTypeId?: number;
  counterpartyKind: CounterpartyKind;
  clientId?: number | null;
  employeeId?: number | null;
  counterpartyName: string;
  counterpartyDocument: string;
  concept: string;
  amount: string | null;
  currency: TreasuryCurrency;
  exchangeRate: string | null;
  referenceDocument: string;
};

/** Only the chosen counterparty's own fields travel; PEN never carries a rate. */
export const toTransactionBody = (values: unknown): unknown => {
  const v = values as TransactionFormValues;
  return {
    ...v,
    clientId: v.counterpartyKind === 'client' ? v.clientId : null,
    employeeId: v.counterpartyKind === 'employee' ? v.employeeId : null,
    counterpartyName: v.counterpartyKind === 'other' ? v.counterpartyName : '',
    counterpartyDocument: v.counterpartyKind === 'other' ? v.counterpartyDocument : '',
    exchangeRate: v.currency === 'USD' ? v.exchangeRate || null : null,
  };
};

/** A new movement: an expense in soles, dated today, to someone named by hand. */
export const emptyTransaction = (): TransactionFormValues => ({
  date: limaToday(),
  direction: 'expense',
  counterpartyKind: 'other',
  counterpartyName: '',
  counterpartyDocument: '',
  concept: '',
  amount: null,
  currency: 'PEN',
  exchangeRate: null,
  referenceDocument: '',
});

/** A pending movement as the form edits it. */
export const transactionToFormValues = (tx: TTreasuryTransactionDetail): TransactionFormValues => ({
  companyId: tx.companyId,
  bankAccountId: tx.bankAccountId ?? undefined,
  date: tx.date,
  direction: tx.direction,
  transactionTypeId: tx.transactionTypeId ?? undefined,
  counterpartyKind: tx.counterpartyKind,
  clientId: tx.clientId,
  employeeId: tx.employeeId,
  counterpartyName: tx.counterpartyKind === 'other' ? tx.counterpartyName : '',
  counterpartyDocument: tx.counterpartyKind === 'other' ? (tx.counterpartyDocument ?? '') : '',
  concept: tx.concept,
  amount: tx.amount,
  currency: tx.currency,
  exchangeRate: tx.currency === 'USD' ? tx.exchangeRate : null,
  referenceDocument: tx.referenceDocument ?? '',
});

/** A field's rule from the shared body schema, read on the body the form would send. */
export const transactionRule = (path: string) =>
  zodPathRule(ZTreasuryTransactionBody, [path] as FieldPath, toTransactionBody);
