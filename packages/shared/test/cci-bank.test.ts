import { describe, expect, it } from 'vitest';
import { ZBankAccountInput, ZCompanyBankAccountBody, ZCompanyBankAccountUpdateBody } from '../src/index.ts';

const employeeAccount = { bank: '003', accountType: 'salary', accountNumber: '2003001234567' } as const;
const companyAccount = {
  companyId: 1,
  bank: '003',
  kind: 'checking',
  currency: 'PEN',
  number: '200-3004518927',
  openingBalance: '0.00',
  openingDate: '2026-01-01',
};

describe("a CCI opens with its bank's code", () => {
  it("refuses another bank's CCI on the cci field, on employee and company accounts", () => {
    const cci = '00219100248735604800';
    for (const result of [
      ZBankAccountInput.safeParse({ ...employeeAccount, cci }),
      ZCompanyBankAccountBody.safeParse({ ...companyAccount, cci }),
      ZCompanyBankAccountUpdateBody.safeParse({ ...companyAccount, id: 1, cci }),
    ]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['cci'], 'validation.cciBank|{"prefix":"002","bank":"003"}'],
      ]);
    }
  });

  it('takes a CCI of the same bank, and a company account without CCI', () => {
    expect(ZBankAccountInput.safeParse({ ...employeeAccount, cci: '00320000300123456731' }).success).toBe(
      true,
    );
    expect(ZCompanyBankAccountBody.safeParse({ ...companyAccount, cci: null }).success).toBe(true);
    expect(Object.keys(ZBankAccountInput.shape)).toContain('cci');
  });
});
