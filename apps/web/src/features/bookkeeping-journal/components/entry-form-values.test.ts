import { ZJournalEntryBody } from '@zerg/shared';
import { describe, expect, it } from 'vitest';
import { entryBody, entryTotals } from './entry-form-values';

describe('a journal entry form', () => {
  it('totals the debits and credits exactly and reports the difference', () => {
    const totals = entryTotals([
      { debit: '0.10', credit: null },
      { debit: '0.20', credit: '' },
      { debit: null, credit: '0.30' },
    ]);
    expect(totals).toEqual({ debits: '0.30', credits: '0.30', difference: '0.00', balanced: true });
    expect(entryTotals([{ debit: '100', credit: null }, { credit: '40.5' }])).toMatchObject({
      difference: '59.50',
      balanced: false,
    });
    expect(entryTotals([])).toMatchObject({ balanced: false });
  });

  it('sends empty sides as zero, so the shared schema refuses the same entries the server does', () => {
    const base = { companyId: 1, date: '2026-12-31', description: 'Ajuste' };
    const balanced = entryBody({
      ...base,
      lines: [
        { accountId: 10, debit: '50' },
        { accountId: 11, credit: '50', description: '  ' },
      ],
    });
    expect(balanced.lines[1]).toEqual({ accountId: 11, debit: '0', credit: '50' });
    expect(ZJournalEntryBody.safeParse(balanced).success).toBe(true);

    const unbalanced = ZJournalEntryBody.safeParse(
      entryBody({
        ...base,
        lines: [
          { accountId: 10, debit: '50' },
          { accountId: 11, credit: '40' },
        ],
      }),
    );
    expect(unbalanced.success).toBe(false);
    expect(unbalanced.error?.issues.map((i) => i.path.join('.'))).toEqual(['lines']);

    const bothSides = ZJournalEntryBody.safeParse(
      entryBody({ ...base, lines: [{ accountId: 10, debit: '50', credit: '50' }, { accountId: 11 }] }),
    );
    expect(bothSides.error?.issues.map((i) => i.path.join('.'))).toEqual(['lines.0.debit', 'lines.1.debit']);
  });
});
