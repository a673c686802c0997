import { readFileSync } from 'node:fs';
import { DEFAULT_PARAMETER_HISTORY } from '@zerg/payroll-pe';
import {
  LANGUAGES,
  PARAMETER_SOURCE_CODES,
  parameterSourceText,
  SECTION_IDS,
  type TPayrollParameter,
  translateMessage,
} from '@zerg/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
const P = '/api/setting/payroll/parameter';
type Api = ReturnType<typeof client>;

// Words only one language uses in the seed's sources: a Spanish screen shows none of the English
// ones and the other way round.
const SPANISH = /\b(Ley|vigente|tasa|prima de|remuneración|cifra|trimestre)\b|D\.S\.|N\.°/;
const ENGLISH = /\b(Law|Decree|in force|premium|figure|rates|seed|HR|stands in)\b/;

let es: Api;
let en: Api;

const listAll = async (api: Api) =>
  ((await api.post(`${P}/list`, { perPage: 100 })).body as { data: TPayrollParameter[] }).data;

beforeAll(async () => {
  const user = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL_SETTINGS] });
  const token = await sessionToken(ctx, user);
  es = client(ctx, token, 'es');
  en = client(ctx, token, 'en');
});

describe('legal parameters: sources in the reader language', () => {
  it('every seed source has a known code whose words exist in all five languages', () => {
    for (const record of DEFAULT_PARAMETER_HISTORY) {
      if (typeof record.source === 'string') throw new Error(`${record.parameter} has words, not a code`);
      expect(PARAMETER_SOURCE_CODES).toContain(record.source.code);
      for (const lang of LANGUAGES) {
        const text = parameterSourceText(
          lang,
          {
            source: '',
            sourceCode: record.source.code,
            sourceParams: { ...record.source.params },
          },
          translateMessage,
        );
        expect(text, `${record.source.code} in ${lang}`).not.toMatch(/\{\{|^$|payrollParameters\./);
      }
    }
  });

  it('the list read in Spanish shows no English source, and in English no Spanish one', async () => {
    const rows = await listAll(es);
    expect(rows.length).toBe(DEFAULT_PARAMETER_HISTORY.length);
    for (const row of rows) {
      expect(row.sourceCode).not.toBeNull();
      expect(parameterSourceText('es', row, translateMessage)).not.toMatch(ENGLISH);
      expect(parameterSourceText('en', row, translateMessage)).not.toMatch(SPANISH);
    }
    const rmv = rows.find((r) => r.parameter === 'rmv' && r.validFrom === '2025-01-01');
    expect(parameterSourceText('es', rmv as TPayrollParameter, translateMessage)).toBe(
      'D.S. N.° 006-2024-TR',
    );
    expect(parameterSourceText('en', rmv as TPayrollParameter, translateMessage)).toBe(
      'Supreme Decree No. 006-2024-TR',
    );
    // Stored in Spanish, so the search finds what a Spanish reader sees.
    expect(rmv?.source).toBe('D.S. N.° 006-2024-TR');
  });

  it('the Excel export words the sources in the reader language', async () => {
    const read = async (api: Api) => {
      const res = await api.post(`${P}/export`, { sortBy: 'validFrom', filters: { parameter: 'onpRate' } });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.raw as unknown as ArrayBuffer);
      return String(book.worksheets[0]?.getRow(2).getCell(5).value);
    };
    expect(await read(en)).toBe(
      'Decree Law No. 19990 (rate set by Law No. 26504) (in force before 01/01/2022; the initial table starts there)',
    );
    expect(await read(es)).toMatch(/^D\.L\. N\.° 19990 \(tasa fijada por la Ley N\.° 26504\)/);
  });

  it('an edit that keeps the shown source keeps it coded; a typed one stays as typed', async () => {
    const [uit] = (await listAll(en)).filter((r) => r.parameter === 'uit' && r.validFrom === '2022-01-01');
    if (!uit) throw new Error('no 2022 UIT');
    const body = {
      id: uit.id,
      parameter: uit.parameter,
      value: uit.value,
      validFrom: uit.validFrom,
      validTo: uit.validTo,
    };
    // The form shows the English words; saved unchanged, the row still reads in Spanish for others.
    const kept = await en.post(`${P}/update`, {
      ...body,
      source: parameterSourceText('en', uit, translateMessage),
    });
    expect(kept.status).toBe(200);
    expect((kept.body as TPayrollParameter).sourceCode).toBe('supreme_decree');
    const typed = await en.post(`${P}/update`, { ...body, source: 'El Peruano, 2021-12-16' });
    expect(typed.status).toBe(200);
    const stored = typed.body as TPayrollParameter;
    expect(stored.sourceCode).toBeNull();
    expect(parameterSourceText('es', stored, translateMessage)).toBe('El Peruano, 2021-12-16');
    const created = await en.post(`${P}/create`, {
      parameter: 'uit',
      value: '5700.00',
      validFrom: '2027-01-01',
      validTo: null,
      source: 'DS 999-2026-EF',
    });
    expect((created.body as TPayrollParameter).sourceCode).toBeNull();
    expect((created.body as TPayrollParameter).source).toBe('DS 999-2026-EF');
  });

  it('rows stored before the codes take theirs from the data migration; words a user typed stay', async () => {
    const { db } = ctx.database;
    await db.execute(sql`
      insert into payroll_parameters (parameter, value, valid_from, valid_to, source) values
        ('rmv', '"850.00"'::jsonb, '2016-05-01', '2018-03-31', 'DS 004-2018-TR'),
        ('essaludRate', '"0.09"'::jsonb, '2010-01-01', '2010-12-31', 'Ley 26790 art. 6 (in force before 2022-01-01; the seed table starts there)'),
        ('onpRate', '"0.13"'::jsonb, '2010-01-01', '2010-12-31', 'typed by HR')`);
    const migration = readFileSync(
      new URL('../src/db/migrations/0029_payroll_parameter_sources_coded.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const stored = (
      await db.execute(sql`
        select source, source_code, source_params from payroll_parameters
        where valid_from in ('2016-05-01', '2010-01-01') order by parameter`)
    ).rows;
    expect(stored).toEqual([
      {
        source: 'Ley N.° 26790, art. 6 (vigente desde antes del 01/01/2022; la tabla inicial empieza ahí)',
        source_code: 'essalud',
        source_params: { since: '2022-01-01' },
      },
      { source: 'typed by HR', source_code: null, source_params: null },
      {
        source: 'D.S. N.° 004-2018-TR',
        source_code: 'supreme_decree',
        source_params: { number: '004-2018-TR' },
      },
    ]);
  });

  it('the RMV the employee form warns with carries its coded source', async () => {
    const res = await es.post(`${P}/minimum-wage`, { date: '2026-03-01' });
    expect(res.body).toMatchObject({
      rmv: '1130.00',
      sourceCode: 'supreme_decree',
      sourceParams: { number: '006-2024-TR' },
    });
  });
});
