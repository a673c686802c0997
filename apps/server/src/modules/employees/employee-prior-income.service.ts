import type { Deps } from '../../platform/deps.ts';
import {
  createCertificate,
  deleteCertificate,
  listCertificates,
  updateCertificate,
} from './income-certificates.ts';
import {
  createOpeningBalance,
  deleteOpeningBalance,
  listOpeningBalances,
  updateOpeningBalance,
} from './opening-balances.ts';

/** What a worker earned before joining (certificates) or before the payroll ran here (openings). */
export const createPriorIncomeService = (deps: Deps) => ({
  listCertificates: listCertificates(deps),
  createCertificate: createCertificate(deps),
  updateCertificate: updateCertificate(deps),
  deleteCertificate: deleteCertificate(deps),
  listOpeningBalances: listOpeningBalances(deps),
  createOpeningBalance: createOpeningBalance(deps),
  updateOpeningBalance: updateOpeningBalance(deps),
  deleteOpeningBalance: deleteOpeningBalance(deps),
});

export type PriorIncomeService = ReturnType<typeof createPriorIncomeService>;
