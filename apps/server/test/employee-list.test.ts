import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
let hr: ReturnType<typeof client>;
type List = {
  data: { id: number; fullName: string; areaId: number; personalType: string; documentNumber: string }[];
  total: number;
};

beforeAll(async () => {
  hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
});

describe('POST /api/rrhh/employee/list', () => {
  it('pages through the active staff, 50 a page by default', async () => {
    const first = (await hr.post('/api/rrhh/employee/list', {})).body as List;
    expect(first.total).toBe(150);
    expect(first.data).toHaveLength(50);
    const last = (await hr.post('/api/rrhh/employee/list', { page: 3 })).body as List;
    expect(last.data).toHaveLength(50);
    expect(new Set([...first.data, ...last.data].map((e) => e.id)).size).toBe(100);
  });

  it('searches by name, document and code, and filters by area and personal type', async () => {
    const byDoc = (await hr.post('/api/rrhh/employee/list', { q: '42345678' })).body as List;
    expect(byDoc.data.map((e) => e.fullName)).toEqual(['María Elena Flores Huamán']);
    const byName = (await hr.post('/api/rrhh/employee/list', { q: 'flores huam' })).body as List;
    expect(byName.data.map((e) => e.documentNumber)).toContain('42345678');
    const byCode = (await hr.post('/api/rrhh/employee/list', { q: 'EMP-000002' })).body as List;
    expect(byCode.total).toBe(1);
    const area = (await hr.post('/api/rrhh/employee/list', { filters: { areaId: 8 }, perPage: 500 }))
      .body as List;
    expect(area.total).toBeGreaterThan(0);
    expect(area.data.every((e) => e.areaId === 8)).toBe(true);
    const ops = (
      await hr.post('/api/rrhh/employee/list', { filters: { personalType: 'operations' }, perPage: 500 })
    ).body as List;
    expect(ops.data.every((e) => e.personalType === 'operations')).toBe(true);
  });

  it('gives the total with every page, past the last one and without matches too', async () => {
    const past = (await hr.post('/api/rrhh/employee/list', { page: 9 })).body as List;
    expect(past).toEqual({ data: [], total: 150 });
    const none = (await hr.post('/api/rrhh/employee/list', { q: 'no such person zz' })).body as List;
    expect(none).toEqual({ data: [], total: 0 });
    const last = (await hr.post('/api/rrhh/employee/list', { page: 4, perPage: 40 })).body as List;
    expect(last.data).toHaveLength(30);
    expect(last.total).toBe(150);
    expect(Object.keys(last.data[0] ?? {})).not.toContain('total');
  });

  it('sorts by document both ways', async () => {
    const asc = (await hr.post('/api/rrhh/employee/list', { sortBy: 'documentNumber', perPage: 500 }))
      .body as List;
    const docs = asc.data.map((e) => e.documentNumber);
    expect(docs).toEqual([...docs].sort());
    const desc = (await hr.post('/api/rrhh/employee/list', { sortBy: 'documentNumber', sortDesc: true }))
      .body as List;
    expect(desc.data[0]?.documentNumber).toBe(docs.at(-1));
  });

  it('exports the filtered list to Excel', async () => {
    const res = await hr.post('/api/rrhh/employee/export', { filters: { areaId: 2 } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const listed = (await hr.post('/api/rrhh/employee/list', { filters: { areaId: 2 } })).body as List;
    expect(sheet?.getRow(1).getCell(2).value).toBe('Full name');
    expect((sheet?.rowCount ?? 0) - 1).toBe(listed.total);
  });
});

describe('references', () => {
  it('cascades department → province → district with INEI codes', async () => {
    const deps = (await hr.post('/api/rrhh/ubigeo/get-departments')).body as { code: string; name: string }[];
    expect(deps).toHaveLength(25);
    const provinces = (await hr.post('/api/rrhh/ubigeo/get-provinces', { department: '04' })).body as {
      code: string;
      name: string;
    }[];
    expect(provinces.find((p) => p.code === '0401')?.name).toBe('Arequipa');
    const districts = (await hr.post('/api/rrhh/ubigeo/get-districts', { province: '1501' })).body as {
      code: string;
      name: string;
    }[];
    expect(districts.find((d) => d.code === '150131')?.name).toBe('San Isidro');
  });

  it('lists the catalogues the forms need', async () => {
    expect(
      ((await hr.get('/api/rrhh/employee/get-document-types')).body as { code: string }[]).map((d) => d.code),
    ).toEqual(['01', '04', '06', '07']);
    expect(
      ((await hr.post('/api/rrhh/employee/get-labor-regimes')).body as { vacationDays: number }[])
        .map((r) => r.vacationDays)
        .sort(),
    ).toEqual([15, 15, 30]);
    expect(
      ((await hr.post('/api/rrhh/banks/get-banks')).body as { code: string }[]).map((b) => b.code),
    ).toContain('002');
    const positions = (await hr.post('/api/rrhh/employee/get-roles-department', { area_id: 8 })).body as {
      areaId: number;
    }[];
    expect(positions.length).toBe(3);
    expect(positions.every((p) => p.areaId === 8)).toBe(true);
    expect(
      ((await hr.post('/api/rrhh/employee/get-countries')).body as { code: string; name: string }[]).find(
        (c) => c.code === 'PE',
      )?.name,
    ).toBe('Perú');
    expect(((await hr.get('/api/campus/list')).body as unknown[]).length).toBe(5);
    expect((await hr.get('/api/role/list')).status).toBe(403);
    expect((await hr.get('/api/rrhh/employee/get-last-employee-id')).body).toEqual({
      id: 150,
      nextPersonalCode: 'EMP-000151',
    });
  });
});
