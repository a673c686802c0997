import { describe, expect, it } from 'vitest';
import { MAX_LINES, overLong } from './file-length.ts';

const lines = (n: number) => 'x\n'.repeat(n);

describe('the file-length rule', () => {
  const files: Record<string, string> = {
    'apps/server/src/modules/payroll/approve-run.ts': lines(MAX_LINES),
    'apps/server/src/modules/payroll/payroll-run.service.ts': lines(MAX_LINES + 1),
    'apps/server/src/modules/bookkeeping/pcge-chart/element-6-chart.ts': lines(900),
    'apps/server/src/composition/seed/demo-clients-data.ts': lines(900),
    'apps/server/test/payroll.test.ts': lines(900),
    'e2e/tests/payroll.spec.ts': lines(900),
    'apps/server/src/modules/payroll/payroll.md': lines(900),
  };

  it('names a source file over the limit and spares data, tests and other files', () => {
    expect(overLong(Object.keys(files), (file) => files[file] ?? '')).toEqual([
      `apps/server/src/modules/payroll/payroll-run.service.ts: ${MAX_LINES + 1} lines`,
    ]);
  });
});
