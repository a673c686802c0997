import { MODULE_IDS } from './modules.ts';
import { SECTION_IDS, sectionsOfModule } from './sections.ts';

/**
 * The sections whose holders sign in with a second factor (TOTP): whoever can move money, see or
 * change pay, keep the books, bill, or give other people access. The one list the server enforces
 * and the README documents; a section added to one of these modules later joins it by its module.
 */
export const SECOND_FACTOR_SECTIONS: readonly number[] = [
  ...new Set([
    // Payroll: runs, slips, bank files and the payroll settings.
    SECTION_IDS.PAYROLL,
    SECTION_IDS.PAYROLL_SETTINGS,
    // Treasury: bank accounts and movements (its area-attendance screen moves no money).
    SECTION_IDS.BANK_ACCOUNTS,
    SECTION_IDS.TREASURY_TRANSACTIONS,
    // Bookkeeping: chart of accounts and journal.
    SECTION_IDS.ACCOUNTING_ACCOUNTS,
    SECTION_IDS.BOOKKEEPING_TRANSACTIONS,
    // Billing: every section of its module.
    ...sectionsOfModule(MODULE_IDS.BILLING).map((s) => s.id),
    // Administration: users and their access, roles, and the company's general settings.
    SECTION_IDS.USERS,
    SECTION_IDS.ROLES_AREAS,
    SECTION_IDS.SETTINGS_GENERAL,
  ]),
];

/** Whether a user holding `sections` must sign in with a second factor. */
export const needsSecondFactor = (sections: Iterable<number>, requiredForEveryone: boolean): boolean => {
  if (requiredForEveryone) return true;
  for (const id of sections) if (SECOND_FACTOR_SECTIONS.includes(id)) return true;
  return false;
};

/** RFC 6238 parameters every authenticator app understands. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
