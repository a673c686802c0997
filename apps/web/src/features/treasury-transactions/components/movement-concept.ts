import {
  isLanguage,
  type TTreasuryTransaction,
  treasuryConceptText,
  treasuryCounterpartyText,
} from '@zerg/shared';
import { currentLanguage } from '../../../lib/language';
import { translateMessage } from '../../../lib/translate';

type ConceptOf = Pick<TTreasuryTransaction, 'concept' | 'conceptCode' | 'conceptParams'>;

/**
 * What the movement is for, in the reader's language: a movement the system wrote (a payroll run,
 * an advance, a settlement…) from its code with its period and days in the language's format; a
 * movement typed by hand, or from before the codes, as stored.
 */
export const movementConcept = (row: ConceptOf, language: string = currentLanguage()): string =>
  treasuryConceptText(isLanguage(language) ? language : currentLanguage(), row, translateMessage);

type CounterpartyOf = Pick<
  TTreasuryTransaction,
  'counterpartyName' | 'counterpartyCode' | 'counterpartyParams'
>;

/** Who the movement is with, in the reader's language: a payroll batch from its code, a name as stored. */
export const movementCounterparty = (row: CounterpartyOf, language: string = currentLanguage()): string =>
  treasuryCounterpartyText(isLanguage(language) ? language : currentLanguage(), row, translateMessage);
