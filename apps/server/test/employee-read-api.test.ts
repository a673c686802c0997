import { beforeAll, describe, expect, it } from 'vitest';
import { findEmployeeFacts, listEmployeeFacts } from '../src/modules/employees/index.ts';
import { newEmployee } from './setup/employee-fixtures.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

/** The read API other modules (payroll, trips) use instead of the employees' own tables. */
const ctx = useTestApp();
let hr: ReturnType<typeof client>;

beforeAll(async () => {
  hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
});

describe('employee facts', () => {
  it('gives what a payslip or a trip needs, as the record shows it', async () => {
    const created = await hr.post(
      '/api/rrhh/employee/create-employee',
      newEmployee({ documentNumber: '70990011' }),
    );
    expect(created.status).toBe(200);
    const id = (created.body as { id: number }).id;
    const job = (await hr.post('/api/rrhh/employee/get-jobdetails-information', { employee_id: id }))
      .body as Record<string, unknown>;
    const info = (await hr.post('/api/rrhh/employee/get-employee-information', { employee_id: id }))
      .body as Record<string, unknown>;

    const facts = await findEmployeeFacts(ctx.database.db, id);
    expect(facts).toMatchObject({
      id,
      personalCode: info.personalCode,
      fullName: 'Valeria Sofía Cárdenas Ríos',
      documentType: '01',
      documentNumber: '70990011',
      isActive: true,
      companyId: job.companyId,
      companyName: job.companyName,
      campusName: job.campusName,
      areaId: job.areaId,
      areaName: job.areaName,
      positionName: job.positionName,
      laborRegime: job.laborRegime,
      pensionSystem: job.pensionSystem,
      salary: job.salary,
      currency: job.currency,
      startDate: job.startDate,
    });
  });

  it('answers several at once in id order and leaves unknown ids out', async () => {
    const list = await listEmployeeFacts(ctx.database.db, [3, 999999, 1]);
    expect(list.map((f) => f.id)).toEqual([1, 3]);
    expect(await findEmployeeFacts(ctx.database.db, 999999)).toBeNull();
    expect(await listEmployeeFacts(ctx.database.db, [])).toEqual([]);
  });
});
