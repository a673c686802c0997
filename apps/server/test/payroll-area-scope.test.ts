import { beforeAll, describe, expect, it } from 'vitest';
import { client } from './setup/http.ts';
import {
  foreignWorkersIn,
  type RowScopeFixture,
  readableText,
  rowScopeFixture,
} from './setup/row-scope-fixture.ts';
import { useTestApp } from './setup/test-app.ts';
import { sessionToken } from './setup/test-users.ts';

/**
 * Issue #24, point 1: the workshop chief (an area chief outside HR who holds section 14) created,
 * approved and canceled the whole company's runs and read every worker's pay in the slip list,
 * the bank file, the run's sheet, AFPnet and PLAME. Runs and company files now belong to users who
 * see the whole staff (the demo's payroll role); the chief reads only the workshop's workers.
 */
const ctx = useTestApp();
let fixture: RowScopeFixture;
let chief: ReturnType<typeof client>;
let payroll: ReturnType<typeof client>;

const tokenOf = async (email: string) => {
  const { rows } = await ctx.database.pool.query<{ id: number }>('select id from users where email = $1', [
    email,
  ]);
  return sessionToken(ctx, { id: rows[0]!.id });
};

const asText = async (res: { raw: Buffer; headers: Record<string, unknown> }) =>
  readableText(res.raw, String(res.headers['content-type'] ?? ''));

describe('payroll of an area-limited holder of section 14', () => {
  beforeAll(async () => {
    fixture = await rowScopeFixture(ctx);
    chief = client(ctx, await tokenOf('taller@zerg.pe'));
    payroll = client(ctx, await tokenOf('planillas@zerg.pe'));
  });

  it('refuses the workshop chief creating, approving, canceling and paying whole-company runs', async () => {
    const create = await chief.post('/api/rrhh/payroll/run/create', {
      companyId: fixture.companyId,
      year: 2020,
      month: 4,
      kind: 'monthly',
      personalType: 'administrative',
      overrideWarnings: true,
    });
    expect(create.status).toBe(403);
    expect(create.body).toMatchObject({ code: 'WHOLE_COMPANY_ONLY' });
    const { rows } = await ctx.database.pool.query<{ id: number }>(
      `select id from payroll_runs where state = 'registered' order by id limit 1`,
    );
    const draft = rows[0]!.id;
    for (const [url, body] of [
      ['/api/rrhh/payroll/run/approve', { id: draft }],
      ['/api/rrhh/payroll/run/cancel', { id: fixture.runId }],
      ['/api/rrhh/payroll/run/pay', { id: fixture.runId, paymentReference: 'OP-1' }],
      // Sending every boleta of the run and the month's quincena are the whole staff's too.
      ['/api/rrhh/payroll/payslip/send', { runId: fixture.runId }],
      ['/api/rrhh/payroll/advance/generate-quincena', { companyId: fixture.companyId, period: '2099-01' }],
    ] as const) {
      const res = await chief.post(url, body);
      expect([url, res.status, (res.body as { code?: string }).code]).toEqual([
        url,
        403,
        'WHOLE_COMPANY_ONLY',
      ]);
    }
    const states = await ctx.database.pool.query<{ state: string }>(
      'select state from payroll_runs where id = any($1) order by id',
      [[draft, fixture.runId]],
    );
    expect(states.rows.map((r) => r.state)).toEqual(['registered', 'approved']);
  });

  it('lists only the workshop’s slips to its chief, and the run’s totals are the workshop’s', async () => {
    const slips = await chief.post('/api/rrhh/payroll/slip/list', { filters: { runId: fixture.runId } });
    expect(slips.status).toBe(200);
    const body = slips.body as { data: { employeeId: number }[]; total: number };
    expect(body.data.map((s) => s.employeeId)).toEqual([fixture.insider.employeeId]);
    expect(body.total).toBe(1);
    const run = await chief.post('/api/rrhh/payroll/run/get', { id: fixture.runId });
    expect(run.body).toMatchObject({ employeeCount: 1 });
    const everyone = await payroll.post('/api/rrhh/payroll/slip/list', { filters: { runId: fixture.runId } });
    expect((everyone.body as { total: number }).total).toBe(2);
  });

  it('gives the chief no bank file, run sheet, AFPnet or PLAME; the payroll role gets them', async () => {
    for (const [url, body] of [
      ['/api/rrhh/payroll/payment/bank-file', { runId: fixture.runId }],
      ['/api/rrhh/payroll/run/export', { runId: fixture.runId }],
      ['/api/rrhh/payroll/afpnet/export', { runId: fixture.runId }],
      ['/api/rrhh/payroll/plame/export', { runId: fixture.runId }],
    ] as const) {
      const refused = await chief.post(url, body);
      expect([url, refused.status, (refused.body as { code?: string }).code]).toEqual([
        url,
        403,
        'WHOLE_COMPANY_ONLY',
      ]);
      expect(await asText(refused)).not.toContain(fixture.outsider.documentNumber);
      const allowed = await payroll.post(url, body);
      expect([url, allowed.status]).toEqual([url, 200]);
    }
    const sheet = await payroll.post('/api/rrhh/payroll/run/export', { runId: fixture.runId });
    expect(foreignWorkersIn(await asText(sheet), fixture)).toContain(
      `document ${fixture.outsider.documentNumber}`,
    );
  });
});
