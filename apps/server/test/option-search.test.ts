import { OPTION_SEARCH_LIMIT } from '@zerg/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
type Employee = { id: number; fullName: string; documentNumber: string };
type Client = { id: number; name: string };
let admin: ReturnType<typeof client>;

const EMPLOYEES = '/api/rrhh/employee/list-select';
const CLIENTS = '/api/setting/client/get-select-client';
/** The demo's Jorge Luis Rojas Vargas, shown by the pickers as "Rojas Vargas, Jorge Luis". */
const JORGE = { fullName: 'Rojas Vargas, Jorge Luis', documentNumber: '43456789' };

const employeesFor = async (query: string) => {
  const res = await admin.get(`${EMPLOYEES}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Employee[];
};
const search = (q: string) => employeesFor(`?q=${encodeURIComponent(q)}`);
const names = (rows: Employee[]) => rows.map((e) => e.fullName);

beforeAll(async () => {
  admin = client(ctx, (await login(ctx, DEMO.admin)).accessToken);
});

describe('pickers search on the server', () => {
  it('finds employees by name or document, a page at a time, and the chosen ones by id', async () => {
    const first = await employeesFor('?q=');
    // The demo has 150 active employees: an empty search brings the first page only.
    expect(first).toHaveLength(OPTION_SEARCH_LIMIT);
    const target = first[first.length - 1];
    if (!target) throw new Error('no employee');
    expect((await search(target.documentNumber)).map((e) => e.id)).toContain(target.id);
    const surname = target.fullName.split(/[ ,]/)[0] ?? '';
    const byName = await search(surname.toUpperCase());
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((e) => e.fullName.toLowerCase().includes(surname.toLowerCase()))).toBe(true);
    expect(await employeesFor(`?ids=${target.id}`)).toEqual([target]);
    const bad = await admin.get(`${EMPLOYEES}?ids=1;drop`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('ids');
  });

  it('answers no more than the first page without a search: nothing loads every employee', async () => {
    const bare = await employeesFor('');
    expect(bare).toEqual(await employeesFor('?q='));
    expect(bare).toHaveLength(OPTION_SEARCH_LIMIT);
  });

  it('matches a name typed as the picker shows it, "Surname Surname, Name"', async () => {
    expect(names(await search('Rojas Vargas, Jorge'))).toEqual([JORGE.fullName]);
    expect(names(await search(JORGE.fullName))).toEqual([JORGE.fullName]);
    expect(names(await search('rojas vargas,jorge luis'))).toEqual([JORGE.fullName]);
  });

  it('matches the words of a name in any order, without accents or case', async () => {
    expect(names(await search('Jorge Luis Rojas Vargas'))).toEqual([JORGE.fullName]);
    expect(names(await search('VARGAS jorge'))).toEqual([JORGE.fullName]);
    expect(names(await search('Jórge Rojás'))).toEqual([JORGE.fullName]);
    expect(names(await search(`Rojas ${JORGE.documentNumber}`))).toEqual([JORGE.fullName]);
    // Every word must match: another first name with his surnames finds nobody.
    expect(await search('Rojas Vargas, Rosa')).toEqual([]);
  });

  it('leaves out the excluded employee (an employee is not his own chief)', async () => {
    const [jorge] = await search('Rojas Vargas, Jorge');
    if (!jorge) throw new Error('no Jorge');
    expect(await employeesFor(`?q=Rojas&exclude=${jorge.id}`)).not.toContainEqual(jorge);
    expect(await employeesFor('?q=Rojas')).toContainEqual(jorge);
    const page = await employeesFor(`?exclude=${jorge.id}`);
    expect(page).toHaveLength(OPTION_SEARCH_LIMIT);
    expect(page.map((e) => e.id)).not.toContain(jorge.id);
    const bad = await admin.get(`${EMPLOYEES}?exclude=jorge`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('exclude');
  });

  it('searches the employees list the same way', async () => {
    const hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
    const list = (await hr.post('/api/rrhh/employee/list', { q: 'Rojas Vargas, Jorge' })).body as {
      data: { documentNumber: string }[];
    };
    expect(list.data.map((e) => e.documentNumber)).toEqual([JORGE.documentNumber]);
  });

  it('finds clients by any words of their name or RUC and the chosen one by id', async () => {
    const first = (await admin.get(CLIENTS)).body as Client[];
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(OPTION_SEARCH_LIMIT);
    const target = first[0];
    if (!target) throw new Error('no client');
    const found = (await admin.get(`${CLIENTS}?q=${encodeURIComponent(target.name.slice(0, 5))}`))
      .body as Client[];
    expect(found.map((c) => c.id)).toContain(target.id);
    const reordered = (await admin.get(`${CLIENTS}?q=${encodeURIComponent('pacífico cementos')}`))
      .body as Client[];
    expect(reordered.map((c) => c.name)).toEqual(['Cementos Pacífico']);
    const byRuc = (await admin.get(`${CLIENTS}?q=${encodeURIComponent('Cementos 20908301669')}`))
      .body as Client[];
    expect(byRuc.map((c) => c.name)).toEqual(['Cementos Pacífico']);
    expect((await admin.get(`${CLIENTS}?ids=${target.id}`)).body).toEqual([target]);
  });
});
