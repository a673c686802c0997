import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config/config.ts';
import { insertDemoEmployees } from '../../modules/employees/index.ts';
import { openDatabase } from '../open-database.ts';
import { makeEmployee } from './demo-employees.ts';
import { createRandom } from './random.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * `npm run seed:bulk -- --employees N`: adds N generated employees to the database the app uses
 * (the demo company first when the database is empty), for benchmarks and load tests.
 */
const { values } = parseArgs({ options: { employees: { type: 'string', default: '10000' } } });
const count = Number(values.employees);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('--employees must be a whole number from 1 to 1000000');
  process.exit(1);
}

const database = await openDatabase(loadConfig());
try {
  await seedDemo(database.db);
  const [{ n: before } = { n: 0 }] = (
    await database.db.execute<{ n: number }>(sql`select count(*)::int as n from employees`)
  ).rows;
  const r = createRandom(before + 7919);
  const started = Date.now();
  for (let done = 0; done < count; ) {
    const size = Math.min(500, count - done);
    const batch = Array.from({ length: size }, (_, i) => {
      const e = makeEmployee(r, before + done + i);
      // Documents in their own range, so generated people never collide with real or demo ones.
      return { ...e, documentNumber: `9${String(before + done + i).padStart(7, '0')}` };
    });
    await database.db.transaction((tx) => insertDemoEmployees(tx, batch).then(() => undefined));
    done += size;
    process.stdout.write(`\r  ${done} / ${count} employees`);
  }
  // Fresh statistics, so the planner knows the tables are no longer tiny.
  await database.db.execute(sql`analyze`);
  console.log(
    `\nAdded ${count} employees in ${((Date.now() - started) / 1000).toFixed(1)} s (now ${before + count}).`,
  );
} finally {
  await database.close();
}
