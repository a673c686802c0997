import { describe, expect, it } from 'vitest';
import { isHeavyRoute } from './heavy-requests.ts';

describe('heavy routes', () => {
  it('are the exports, reports and files built on the fly; lists, reads and stored files are not', () => {
    for (const url of [
      '/api/rrhh/attendance/mark/export',
      '/api/setting/holiday/export',
      '/api/rrhh/payroll/plame/export',
      '/api/rrhh/payroll/payment/bank-file',
      '/api/rrhh/report/monthly',
      '/api/workshop/attendance/report',
      '/api/bookkeeping/ledger',
      '/api/bookkeeping/ple',
      '/api/rrhh/employee/generate-worksheet-pdf',
      '/api/rrhh/t-registro/download',
    ]) {
      expect(isHeavyRoute(url), url).toBe(true);
    }
    for (const url of [
      '/api/health',
      '/api/login',
      '/api/rrhh/attendance/mark/list',
      '/api/documents/batch/download',
      '/api/treasury/transaction/attachment/download',
      '/api/rrhh/employee/list',
    ]) {
      expect(isHeavyRoute(url), url).toBe(false);
    }
  });
});
