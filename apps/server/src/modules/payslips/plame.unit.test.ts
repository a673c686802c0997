import type { PayslipLine } from '@zerg/payroll-pe';
import { describe, expect, it } from 'vitest';
import {
  jorRecords,
  PDT_COMPUTED_CODES,
  type PlameWorker,
  plameFileName,
  plameFiles,
  plameRecord,
  remRecords,
  snlRecords,
  tocRecords,
} from './plame.ts';

const line = (
  code: string,
  concept: PayslipLine['concept'],
  kind: PayslipLine['kind'],
  amount: string,
  quantity: string | null = null,
): PayslipLine => ({
  code,
  concept,
  kind,
  base: amount,
  rate: null,
  quantity,
  amount,
  reference: null,
});

const worker = (over: Partial<PlameWorker> = {}): PlameWorker => ({
  documentType: '01',
  documentNumber: '45678912',
  days: { worked: 30, vacation: 0, absence: 0 },
  lines: [
    line('0121', 'basic', 'earning', '2500.00'),
    line('0201', 'family_allowance', 'earning', '113.00'),
    line('0105', 'overtime_25', 'earning', '54.43', '4'),
    line('0103', 'commission', 'earning', '100.00'),
    line('0103', 'additional_work', 'earning', '50.50'),
    line('0608', 'afp_fund', 'deduction', '281.79'),
    line('0607', 'onp', 'deduction', '0.00'),
    line('0605', 'quinta', 'deduction', '0.00'),
    line('0804', 'essalud', 'employer', '253.65'),
  ],
  ...over,
});

describe('PLAME records', () => {
  it('closes every field with the separator', () => {
    expect(plameRecord(['01', '45678912', '0121', '2500.00', '2500.00'])).toBe(
      '01|45678912|0121|2500.00|2500.00|',
    );
    expect(plameRecord(['01', 'a|b'])).toBe('01|a b|');
  });

  it('names the files after the form, the period and the RUC', () => {
    expect(plameFileName({ year: 2026, month: 3, ruc: '20131312955' }, 'rem')).toBe(
      '0601202603' + '20131312955.rem',
    );
  });

  it('.rem: one record per code, same codes summed, computed and zero codes left out', () => {
    const records = remRecords([worker()]);
    expect(records).toEqual([
      '01|45678912|0103|150.50|150.50|',
      '01|45678912|0105|54.43|54.43|',
      '01|45678912|0121|2500.00|2500.00|',
      '01|45678912|0201|113.00|113.00|',
      '01|45678912|0608|281.79|281.79|',
    ]);
    for (const r of records) expect(PDT_COMPUTED_CODES.has(r.split('|')[2]!)).toBe(false);
  });

  it('.jor: ordinary and overtime hours and minutes, within 360 hours', () => {
    expect(jorRecords([worker()])).toEqual(['01|45678912|240|0|4|0|']);
    expect(
      jorRecords([
        worker({ days: { worked: 30, vacation: 0, absence: 0, hours: 207.5, overtimeMinutes: 95 } }),
      ]),
    ).toEqual(['01|45678912|207|30|1|35|']);
    expect(jorRecords([worker({ days: { worked: 30, vacation: 0, absence: 2 } })])).toEqual([
      '01|45678912|224|0|4|0|',
    ]);
    expect(jorRecords([worker({ days: { worked: 30, vacation: 0, absence: 0, hours: 400 } })])[0]).toMatch(
      /^01\|45678912\|360\|0\|/,
    );
  });

  it('.jor: a worked holiday (0107) is not overtime; a 6-hour schedule declares its own hours', () => {
    // A slip stored without its minutes: overtime is read from the 0105/0106 lines only, so the
    // day of 0107 (quantity 1 day) adds nothing. 20 days of 6 h + a rest day's 6 h = 126:00.
    const holiday = worker({
      days: { worked: 30, vacation: 0, absence: 0, hours: 126 },
      lines: [
        line('0121', 'basic', 'earning', '1200.00'),
        line('0107', 'rest_day_work', 'earning', '80.00', '1'),
      ],
    });
    expect(jorRecords([holiday])).toEqual(['01|45678912|126|0|0|0|']);
    expect(remRecords([holiday])).toContain('01|45678912|0107|80.00|80.00|');
  });

  it('.snl: unjustified absences (07) and vacation (23) days, nothing when none', () => {
    expect(snlRecords([worker()])).toEqual([]);
    expect(snlRecords([worker({ days: { worked: 20, vacation: 8, absence: 2 } })])).toEqual([
      '01|45678912|07|2|',
      '01|45678912|23|8|',
    ]);
  });

  it('.toc: the other conditions of a domiciled worker', () => {
    expect(tocRecords([worker({ documentType: '04', documentNumber: '001234567' })])).toEqual([
      '04|001234567|0|0|0|1|',
    ]);
  });

  it('leaves out a worker whose document is not in table 3', () => {
    expect(remRecords([worker({ documentType: '06' })])).toEqual([]);
  });

  it('ends every line with CRLF; a bonus run declares no hours', () => {
    const files = plameFiles({ year: 2026, month: 7, ruc: '20131312955', kind: 'gratificacion' }, [worker()]);
    expect(files.rem.endsWith('|\r\n')).toBe(true);
    expect(
      files.rem
        .split('\r\n')
        .slice(0, -1)
        .every((l) => l.endsWith('|')),
    ).toBe(true);
    expect(files.jor).toBe('');
    expect(files.toc).toBe('01|45678912|0|0|0|1|\r\n');
  });
});
