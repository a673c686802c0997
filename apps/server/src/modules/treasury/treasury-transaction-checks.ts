import { moneyToCents, msg, type TreasuryDirection, type TTreasuryTransactionBody } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, type FieldErrors } from '../../platform/errors/app-error.ts';
import { type TransactionTypeFacts, transactionTypeById } from '../bookkeeping/index.ts';
import { findClient } from '../clients/index.ts';
import { findEmployeeFacts } from '../employees/index.ts';
import { companyById } from '../references/index.ts';
import { type AccountFunds, accountFunds, exceeds } from './treasury-balance.ts';
import { amountInPen, normalRate, PEN_RATE } from './treasury-money.ts';

/** The account a movement may use: it exists, is active, belongs to the company and has its currency. */
export const checkAccount = async (
  db: DbOrTx,
  errors: FieldErrors,
  accountId: number,
  companyId: number,
  currency: 'PEN' | 'USD',
): Promise<AccountFunds | null> => {
  const account = await accountFunds(db, accountId);
  if (!account) errors.bankAccountId = [msg('validation.notFoundRef')];
  else if (account.status !== 'active') errors.bankAccountId = [msg('validation.accountInactive')];
  else if (account.companyId !== companyId) errors.bankAccountId = [msg('validation.invalid')];
  else if (account.currency !== currency)
    errors.currency = [msg('validation.currencyOfAccount', { currency: account.currency })];
  return account && !errors.bankAccountId && !errors.currency ? account : null;
};

/** An active type of the movement's direction (a reversal runs against its type's direction). */
export const checkType = async (
  db: DbOrTx,
  errors: FieldErrors,
  typeId: number,
  direction: TreasuryDirection,
): Promise<TransactionTypeFacts | null> => {
  const type = await transactionTypeById(db, typeId);
  if (!type) errors.transactionTypeId = [msg('validation.notFoundRef')];
  else if (!type.active) errors.transactionTypeId = [msg('validation.inactiveRef')];
  else if (type.direction !== direction) errors.transactionTypeId = [msg('validation.typeDirection')];
  return errors.transactionTypeId ? null : type;
};

/** What is stored of a movement typed by hand, after every check of its body. */
export const manualValues = async (db: DbOrTx, body: TTreasuryTransactionBody) => {
  const errors: FieldErrors = {};
  if (!(await companyById(db, body.companyId))) errors.companyId = [msg('validation.notFoundRef')];
  const account = await checkAccount(db, errors, body.bankAccountId, body.companyId, body.currency);
  await checkType(db, errors, body.transactionTypeId, body.direction);

  let counterpartyName = body.counterpartyName ?? '';
  let counterpartyDocument = body.counterpartyDocument ?? null;
  if (body.counterpartyKind === 'client' && body.clientId) {
    const client = await findClient(db, body.clientId);
    if (!client) errors.clientId = [msg('validation.notFoundRef')];
    else [counterpartyName, counterpartyDocument] = [client.legalName, client.documentNumber];
  }
  if (body.counterpartyKind === 'employee' && body.employeeId) {
    const employee = await findEmployeeFacts(db, body.employeeId);
    if (!employee) errors.employeeId = [msg('validation.notFoundRef')];
    else [counterpartyName, counterpartyDocument] = [employee.fullName, employee.documentNumber];
  }
  // A pending movement sets nothing aside; the available balance is the one it may take.
  if (account && body.direction === 'expense' && exceeds(body.amount, account.available))
    errors.amount = [msg('validation.notOverflow', { balance: account.available })];
  const exchangeRate = body.currency === 'PEN' ? PEN_RATE : normalRate(body.exchangeRate ?? PEN_RATE);
  // A few cents at a tiny rate would post nothing in soles.
  if (moneyToCents(amountInPen(body.amount, exchangeRate)) <= 0n)
    errors.exchangeRate = [msg('validation.amountPositive')];
  if (Object.keys(errors).length) throw badRequest('VALIDATION_ERROR', errors);

  return {
    companyId: body.companyId,
    bankAccountId: body.bankAccountId,
    txDate: body.date,
    direction: body.direction,
    transactionTypeId: body.transactionTypeId,
    counterpartyKind: body.counterpartyKind,
    clientId: body.counterpartyKind === 'client' ? (body.clientId ?? null) : null,
    employeeId: body.counterpartyKind === 'employee' ? (body.employeeId ?? null) : null,
    counterpartyName,
    counterpartyDocument,
    concept: body.concept,
    amount: body.amount,
    currency: body.currency,
    exchangeRate,
    amountPen: amountInPen(body.amount, exchangeRate),
    referenceDocument: body.referenceDocument ?? null,
  };
};
