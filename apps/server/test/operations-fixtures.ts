import { sql } from 'drizzle-orm';
import type { TestContext } from './setup/test-app.ts';

/*
 * What the operations tests build on: their own vehicles with documents in force for 2026–2028, a
 * rate, and drivers without trips in the far-future windows the tests use.
 */

type Row = Record<string, unknown>;
export const rowsOf = async <T = Row>(ctx: TestContext, query: ReturnType<typeof sql>) =>
  (await ctx.database.db.execute(query)).rows as T[];

let plates = 0;
/** A new vehicle of a type (Tracto, Semirremolque, Camión) with SOAT and inspection as given. */
export const newVehicle = async (
  ctx: TestContext,
  type: string,
  axles: number,
  docs: { soat?: [string, string] | null; inspection?: [string, string] | null } = {},
) => {
  plates += 1;
  // Unique within the test file's own database: a counter, never the clock.
  const plate = `Z${String.fromCharCode(65 + (Math.floor(plates / 1000) % 26))}Z-${String(plates % 1000).padStart(3, '0')}`;
  const [row] = await rowsOf<{ id: number }>(
    ctx,
    sql`insert into vehicles (plate, brand_id, model_id, type_id, company_id, year, tare_kg, payload_kg, gross_kg, axles)
      select ${plate}, brand_id, model_id, (select id from vehicle_types where name = ${type}), company_id, year,
        tare_kg, payload_kg, gross_kg, ${axles} from vehicles order by id limit 1
      returning id`,
  );
  const id = Number(row?.id);
  const soat = docs.soat === undefined ? ['2026-01-01', '2028-12-31'] : docs.soat;
  const inspection = docs.inspection === undefined ? ['2026-01-01', '2028-12-31'] : docs.inspection;
  const kinds = [
    ['soat', soat],
    ['technical_inspection', inspection],
    ['mtc_certificate', ['2026-01-01', '2028-12-31']],
  ] as const;
  for (const [kind, range] of kinds) {
    if (!range) continue;
    await ctx.database.db.execute(sql`insert into vehicle_documents (vehicle_id, kind, number, issue_date, expiry_date)
      values (${id}, ${kind}, ${`${kind}-${id}`}, ${range[0]}, ${range[1]})`);
  }
  return id;
};

/** Active operations employees (drivers), other than the demo driver (5). */
export const drivers = async (ctx: TestContext, count: number) =>
  (
    await rowsOf<{ id: number }>(
      ctx,
      sql`select e.id from employees e join employee_jobs ej on ej.employee_id = e.id
        where e.is_active and ej.personal_type = 'operations' and e.id <> 5 order by e.id desc limit ${count}`,
    )
  ).map((r) => Number(r.id));

/** An active rate in force on `day` (client, route with zones and tolls, vehicle type, amount). */
export const rateOn = async (ctx: TestContext, day: string) => {
  const [rate] = await rowsOf<{
    client_id: number;
    route_id: number;
    vehicle_type_id: number;
    amount: string;
    id: number;
  }>(
    ctx,
    sql`select r.id, r.client_id, r.route_id, r.vehicle_type_id, r.amount from rates r
      where r.status = 'active' and r.valid_from <= ${day}::date and (r.valid_to is null or r.valid_to >= ${day}::date)
        and exists (select 1 from travel_route_tolls t where t.route_id = r.route_id)
      order by r.id limit 1`,
  );
  if (!rate) throw new Error('no demo rate in force');
  return rate;
};
