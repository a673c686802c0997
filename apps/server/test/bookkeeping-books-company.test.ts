import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
const tx = '/api/bookkeeping/transaction';

type Api = ReturnType<typeof client>;
type Page = { total: number; data: { id: number; description: string }[] };
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

let treasury: Api;
let admin: Api;

beforeAll(async () => {
  treasury = client(ctx, (await login(ctx, DEMO.treasury)).accessToken);
  admin = client(ctx, (await login(ctx, DEMO.admin)).accessToken);
});

describe('the journal search', () => {
  it("finds an entry by its third party's name or document, which its description does not name", async () => {
    const [company] = await rows<{ id: number }>(sql`select id from companies order by id limit 1`);
    const [bank, revenue] = await rows<{ id: number }>(
      sql`select id from accounting_accounts where code in ('104101', '70321') order by code`,
    );
    const created = await treasury.post(`${tx}/create`, {
      companyId: company?.id,
      date: '2026-03-02',
      description: 'Cobro de flete',
      lines: [
        { accountId: bank?.id, debit: '250.00', credit: '0.00' },
        { accountId: revenue?.id, debit: '0.00', credit: '250.00' },
      ],
    });
    expect(created.status).toBe(200);
    const id = (created.body as { id: number }).id;
    // A manual entry names no third party; the posted ones (a client's invoice, a worker's pay) do.
    await ctx.database.db.execute(
      sql`update journal_lines set party_doc_type = '6', party_doc_number = '20987654321',
        party_name = 'Agroexportadora Quillabamba S.A.C.' where entry_id = ${id}`,
    );
    const search = async (q: string) =>
      ((await treasury.post(`${tx}/list`, { q, page: 1, perPage: 50 })).body as Page).data.map((e) => e.id);
    expect(await search('quillabamba')).toContain(id);
    expect(await search('20987654321')).toContain(id);
    expect(await search('Quillabamba Norte')).not.toContain(id);
  });
});

describe('the company the books open on', () => {
  it("is the user's employer when it keeps books here", async () => {
    const [own] = await rows<{ id: number; name: string }>(
      sql`select c.id, c.name from users u join employee_jobs j on j.employee_id = u.employee_id
        join companies c on c.id = j.company_id where u.email = ${DEMO.treasury.email}`,
    );
    const res = await treasury.post('/api/bookkeeping/books-company');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ companyId: own?.id, companyName: own?.name, reason: 'own' });
  });

  it('is the company with the most entries for a user employed by none, never an empty one', async () => {
    const [busiest] = await rows<{ id: number; name: string }>(
      sql`select c.id, c.name from companies c join journal_entries e on e.company_id = c.id
        where c.is_active group by c.id order by count(*) desc, c.id limit 1`,
    );
    // An empty company first in the list: where the screens used to open.
    await ctx.database.db.execute(
      sql`insert into companies (id, name, ruc) values (0, 'Sin Asientos S.A.C.', '20999000111')`,
    );
    const res = await admin.post('/api/bookkeeping/books-company');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ companyId: busiest?.id, companyName: busiest?.name, reason: 'entries' });
  });
});
