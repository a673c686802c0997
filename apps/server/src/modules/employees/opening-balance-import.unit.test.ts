import { describe, expect, it } from 'vitest';
import { readImportFile } from './employee-import.ts';
import { OPENING_COLUMNS, openingTemplate, parseOpeningRow } from './opening-balance-import.ts';
import { openingVacationTaken } from './vacation-balance.ts';

describe('parseOpeningRow', () => {
  it('reads amounts as exact decimal strings and the document type by alias', () => {
    const r = parseOpeningRow({
      document_type: 'dni',
      document_number: ' 45871236 ',
      year: '2023',
      month: '1',
      income: '4100',
      quinta_withheld: '232.5',
    });
    expect(r).toEqual({
      ok: true,
      documentType: '01',
      documentNumber: '45871236',
      input: {
        year: 2023,
        month: 1,
        income: '4100.00',
        quintaWithheld: '232.50',
        gratificacion: '0.00',
        cts: '0.00',
        vacationDays: 0,
      },
    });
  });

  it('names every wrong column by its file name', () => {
    const r = parseOpeningRow({
      document_number: '45871236',
      year: '2023',
      month: '13',
      income: '-1',
      quinta_withheld: '1.234',
      vacation_days: '2.5',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual([
      'document_type',
      'income',
      'month',
      'quinta_withheld',
      'vacation_days',
    ]);
  });
});

describe('the template', () => {
  it('reads back through the import reader with every column', async () => {
    const rows = await readImportFile(
      await openingTemplate(),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      OPENING_COLUMNS,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]?.row).toBe(2);
    expect(parseOpeningRow(rows[0]?.values ?? {}).ok).toBe(true);
  });

  it('reads a semicolon CSV', async () => {
    const csv = Buffer.from(
      'document_type;document_number;year;month;income;quinta_withheld\n01;45871236;2023;2;3950.00;232.50\n',
    );
    const [row] = await readImportFile(csv, 'text/csv', OPENING_COLUMNS);
    expect(row?.values).toEqual({
      document_type: '01',
      document_number: '45871236',
      year: '2023',
      month: '2',
      income: '3950.00',
      quinta_withheld: '232.50',
    });
  });
});

describe('openingVacationTaken', () => {
  it('takes the days from the service year the month begins in, ended with the month', () => {
    // Started 2020-03-15: service year 4 runs 2023-03-15 to 2024-03-14.
    expect(
      openingVacationTaken('2020-03-15', [
        { year: 2023, month: 3, days: 5 },
        { year: 2023, month: 12, days: 10 },
        { year: 2019, month: 12, days: 3 },
      ]),
    ).toEqual([
      { serviceYear: 3, days: 5, endDate: '2023-03-31' },
      { serviceYear: 4, days: 10, endDate: '2023-12-31' },
    ]);
  });
});
