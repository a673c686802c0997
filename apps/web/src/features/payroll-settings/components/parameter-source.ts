import { isLanguage, parameterSourceText, type TPayrollParameter } from '@zerg/shared';
import { currentLanguage } from '../../../lib/language';
import { translateMessage } from '../../../lib/translate';

type SourceOf = Pick<TPayrollParameter, 'source' | 'sourceCode' | 'sourceParams'>;

/**
 * A legal parameter's source in the reader's language: a seeded value's from its code, with the
 * norm's number and dates in the language's format; one HR typed, as typed.
 */
export const parameterSource = (row: SourceOf, language: string = currentLanguage()): string =>
  parameterSourceText(isLanguage(language) ? language : currentLanguage(), row, translateMessage);
