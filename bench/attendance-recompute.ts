import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/composition/open-database.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { recomputeAttendance } from '../apps/server/src/modules/attendance/index.ts';
import { limaToday } from '../apps/server/src/platform/time/lima-today.ts';
import { machine, ROOT } from './support/processes.ts';

/**
 * Recomputing the daily status of 10,000 employees for a whole month (target ≤ 10 s): every input
 * loaded set-based, every day computed, every row upserted, in one transaction as a trigger would.
 * The month is the previous one (every day in the past), with two marks per scheduled day generated
 * once (late arrivals, early leaves, overtime and missing days among them). Runs twice: the first
 * pass writes the days, the second finds them (as a recompute after a change does).
 * Runs on the database under data/bench (generated once); BENCH_PG_PORT picks its port.
 */
const TARGET = 10_000;
const machineBeforeRun = machine();
const dataDir = resolve(ROOT, 'data/bench');
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: process.env.BENCH_PG_PORT ?? '54410',
  LOG_LEVEL: 'silent',
};

let database = await openDatabase(loadConfig(env));
const count = async () =>
  (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from employees`)).rows[0]?.n ?? 0;
let total = await count();
if (total < TARGET) {
  await database.close();
  console.log(`Generating ${TARGET - total} employees for the bench database (once)…`);
  const run = spawnSync('npm', ['run', 'seed:bulk', '--', '--employees', String(TARGET - total + 150)], {
    stdio: 'inherit',
    env,
  });
  if (run.status !== 0) process.exit(1);
  database = await openDatabase(loadConfig(env));
  total = await count();
}

const today = limaToday();
const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
first.setUTCMonth(first.getUTCMonth() - 1);
const from = first.toISOString().slice(0, 10);
const last = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
last.setUTCDate(0);
const to = last.toISOString().slice(0, 10);

try {
  const { rows: marked } = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from attendance_marks where work_date between ${from}::date and ${to}::date`,
  );
  if ((marked[0]?.n ?? 0) === 0) {
    const started = performance.now();
    // A scheduled day of the current schedule: 1 in 20 missed, entries 0–19 minutes late, exits from
    // an hour early to two and a half hours late; the same marks on every run (hash of id and day).
    await database.db.execute(sql`
      with days as (
        select s.employee_id, g::date as day, d.entry_time, d.exit_time,
          abs(hashtext(s.employee_id || ':' || g::date)) as h
        from employee_schedules s
        join employee_schedule_days d on d.schedule_id = s.id and not d.day_off
        cross join generate_series(${from}::date, ${to}::date, interval '1 day') g
        where extract(isodow from g) = d.weekday
      )
      insert into attendance_marks (employee_id, work_date, marked_at, kind, method)
      select employee_id, day, (day + entry_time + make_interval(mins => (h % 20)::int)) at time zone 'America/Lima',
        'entry', 'self_qr' from days where h % 20 <> 0
      union all
      select employee_id, day, (day + exit_time + make_interval(mins => ((h / 20) % 210)::int - 60)) at time zone 'America/Lima',
        'exit', 'self_qr' from days where h % 20 <> 0`);
    await database.db.execute(sql`analyze attendance_marks`);
    console.log(
      `Generated the month's marks in ${((performance.now() - started) / 1000).toFixed(1)} s (once).`,
    );
  }

  const { rows: people } = await database.db.execute<{ id: number }>(
    sql`select id from employees order by id`,
  );
  const ids = people.map((p) => p.id);
  const { rows: marks } = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from attendance_marks where work_date between ${from}::date and ${to}::date`,
  );
  const pass = async () => {
    const started = performance.now();
    const days = await database.db.transaction((tx) =>
      recomputeAttendance(tx, { employeeIds: ids, from, to }),
    );
    return { days, ms: performance.now() - started };
  };
  await database.db.execute(
    sql`delete from attendance_days where work_date between ${from}::date and ${to}::date`,
  );
  const cold = await pass();
  const warm = await pass();
  const { rows: statuses } = await database.db.execute<{ status: string; n: number }>(sql`
    select status, count(*)::int as n from attendance_days
    where work_date between ${from}::date and ${to}::date group by status order by status`);
  console.log(machineBeforeRun);
  console.log(`${ids.length} employees × ${from} … ${to}, ${marks[0]?.n ?? 0} marks`);
  console.log(`  first recompute (inserts): ${cold.days} days in ${(cold.ms / 1000).toFixed(2)} s`);
  console.log(`  second recompute (same days): ${warm.days} days in ${(warm.ms / 1000).toFixed(2)} s`);
  console.log(`  statuses: ${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}`);
  console.log(`  target ≤ 10 s: ${Math.max(cold.ms, warm.ms) <= 10_000 ? 'met' : 'NOT met'}`);
} finally {
  await database.close();
}
