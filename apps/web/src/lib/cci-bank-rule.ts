import { cciBankMismatch } from '@zerg/shared';
import type { FormRule } from 'antd';
import { currentLanguage } from './language';
import { translateMessage } from './translate';

/**
 * Refuses a CCI whose first three digits are another bank's code, as the server does, while the
 * user types: `bankOf` reads the bank chosen on the same account (give the field `dependencies` on
 * it so a new bank checks the CCI again).
 */
export const cciBankRule =
  (bankOf: () => unknown): FormRule =>
  () => ({
    validator: async (_rule, value: unknown) => {
      const mismatch = cciBankMismatch(bankOf(), value);
      if (mismatch) throw new Error(translateMessage(currentLanguage(), mismatch));
    },
  });
