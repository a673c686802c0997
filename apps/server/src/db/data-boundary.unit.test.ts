import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Crossing, crossingsOf, type SourceFile, tablesOf } from './data-boundary-scan.ts';

const SRC = join(import.meta.dirname, '..');

const sources = (): SourceFile[] =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .map((path) => ({ path: relative(SRC, join(SRC, path)), text: readFileSync(join(SRC, path), 'utf8') }));

const shown = (c: Crossing) => `${c.file}:${c.line} ${c.kind} ${c.table} (owned by ${c.owner})`;

describe('a module reads and writes only its own tables', () => {
  const files = sources();
  const tables = tablesOf(files);
  const crossings = files.flatMap((file) => crossingsOf(file, tables));

  it('knows the owner of every table', () => {
    expect(tables.byIdentifier.get('payrollDiscountQuotas')?.owner).toBe('payroll-items');
    expect(tables.bySqlName.get('travel_order_events')).toBe('operations');
    expect(tables.bySqlName.get('users')).toBe('users');
    expect(tables.byIdentifier.get('actors')?.owner).toBe('platform');
    expect(tables.byIdentifier.size).toBeGreaterThan(100);
  });

  it('writes no table of another module, nor of the platform', () => {
    expect(crossings.filter((c) => c.kind === 'write').map(shown)).toEqual([]);
  });

  it("names no table of another module in SQL text (interpolate the owner's table instead)", () => {
    expect(crossings.filter((c) => c.kind === 'raw').map(shown)).toEqual([]);
  });

  it("reads no table of another module (the owner's entry exports the read, the lookup or the rows)", () => {
    expect(crossings.filter((c) => c.kind === 'read').map(shown)).toEqual([]);
  });
});

describe('the data-boundary scan', () => {
  const tables = tablesOf(sources());
  const planted = (path: string, text: string) =>
    crossingsOf({ path, text }, tables).map((c) => `${c.kind} ${c.table} ${c.owner}`);

  it('catches a Drizzle write to another module’s table, aliased or not', () => {
    const text = `import { payrollDiscountQuotas, payrollDiscounts as d } from '../payroll-items/index.ts';
      await tx.update(payrollDiscountQuotas).set({ status: 'due' });
      await tx.delete(d).where(eq(d.id, 1));
      await tx.insert(payrollDiscountQuotas).values(row);`;
    expect(planted('modules/payroll/undo.ts', text)).toEqual([
      'write payrollDiscountQuotas payroll-items',
      'write d payroll-items',
      'write payrollDiscountQuotas payroll-items',
    ]);
  });

  it('catches a write through SQL, by name or by an interpolated table', () => {
    const text = `import { travelOrderEvents } from '../operations/index.ts';
      await tx.execute(sql\`update travel_orders set settled_at = now()\`);
      await tx.execute(sql\`insert into \${travelOrderEvents} (kind) values ('comment')\`);`;
    expect(planted('modules/driver/comment.ts', text)).toEqual([
      'raw travel_orders operations',
      'write travelOrderEvents operations',
    ]);
  });

  it('catches reads, raw names in joins and quoted columns, but not the module’s own tables', () => {
    const text = `import { employees } from '../employees/index.ts';
      import { payrollRuns } from './payroll-run.table.ts';
      db.select().from(payrollRuns).innerJoin(employees, eq(employees.id, payrollRuns.id));
      sql\`select 1 from payroll_slips s join areas a on a.id = s.area_id where "employee_jobs"."id" = 1\`;`;
    expect(planted('modules/payroll/list.ts', text)).toEqual([
      'read employees employees',
      'raw areas catalog',
      'raw employee_jobs employees',
    ]);
  });

  it('lets every module read the platform’s tables and the actors view, but not write them', () => {
    const text = `import { auditLog } from '../../platform/audit/audit.table.ts';
      import { actors } from '../../platform/audit/actor.table.ts';
      db.select().from(auditLog).leftJoin(actors, eq(actors.id, auditLog.userId));
      await tx.insert(auditLog).values(entry);
      await tx.update(actors).set({ fullName: 'x' });`;
    expect(planted('modules/settings/log.ts', text)).toEqual([
      'write auditLog platform',
      'write actors platform',
    ]);
  });

  it('skips comments and the table declarations’ foreign keys', () => {
    expect(
      planted('modules/payroll/note.ts', '// read from employee_jobs and join areas\n/* update users */'),
    ).toEqual([]);
    const declaration = `import { users } from '../users/index.ts';
      export const x = pgTable('x', { by: integer('by').references(() => users.id) });`;
    expect(planted('modules/payroll/x.table.ts', declaration)).toEqual([]);
  });
});
