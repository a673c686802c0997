import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  insertDemoMarks,
  recomputeDemoAttendance,
  seedDemoJustifications,
  seedDemoKioskDevices,
} from '../../modules/attendance/index.ts';
import { insertDemoBilling, insertDemoCollections } from '../../modules/billing/index.ts';
import { insertDemoBookkeeping } from '../../modules/bookkeeping/index.ts';
import { areas, campuses, grantRoleAccess, roles } from '../../modules/catalog/index.ts';
import { insertDemoClients } from '../../modules/clients/index.ts';
import { insertDemoDocumentOrders } from '../../modules/document-orders/index.ts';
import {
  insertDemoEmployees,
  insertDemoLicences,
  insertDemoVacations,
} from '../../modules/employees/index.ts';
import { insertDemoFleet } from '../../modules/fleet/index.ts';
import { type NoticeMessage, noticeText, notify } from '../../modules/notifications/index.ts';
import { insertDemoDespatches, insertDemoOperations } from '../../modules/operations/index.ts';
import { insertDemoOrganisation } from '../../modules/organisation/index.ts';
import { insertDemoPayroll } from '../../modules/payroll/index.ts';
import { insertDemoPayrollItems } from '../../modules/payroll-items/index.ts';
import { seedPayrollBonusTypes } from '../../modules/payroll-settings/index.ts';
import { insertDemoRates } from '../../modules/rates/index.ts';
import { companies, positions } from '../../modules/references/index.ts';
import { insertDemoRoutes } from '../../modules/routes/index.ts';
import { insertDemoMailSettings } from '../../modules/settings/index.ts';
import { insertDemoSettlements } from '../../modules/settlements/index.ts';
import { insertDemoTreasury } from '../../modules/treasury/index.ts';
import { countUsers, insertUser, writeUserAccess } from '../../modules/users/index.ts';
import { insertDemoViatics } from '../../modules/viatics/index.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { seedDemoCalendar } from './demo-calendar.ts';
import { DEMO_CLIENTS, DEMO_INACTIVE_CLIENTS } from './demo-clients-data.ts';
import { DEMO_AREAS, DEMO_CAMPUSES, DEMO_EMPLOYEE_COUNT, DEMO_ROLES, DEMO_USERS } from './demo-company.ts';
import { demoDrivers, demoEmployees } from './demo-employees.ts';
import { DEMO_COMPANIES, DEMO_POSITIONS } from './demo-employees-data.ts';
import { DEMO_BRANDS, DEMO_INACTIVE_PLATES, DEMO_VEHICLE_TYPES, DEMO_VEHICLES } from './demo-fleet-data.ts';
import { DEMO_ENTITY_GROUPS, DEMO_EVENT_RECIPIENTS } from './demo-mail.ts';
import { DEMO_ORGANISATION } from './demo-organisation.ts';
import { DEMO_RATES } from './demo-rates-data.ts';
import { seedDemoRequests } from './demo-requests.ts';
import { DEMO_ROUTES } from './demo-routes-data.ts';

const resetSequence = (table: string) =>
  sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);

/** Seeds the demo company into an empty database; does nothing when any user exists. */
export const seedDemo = async (db: Db, employeeCount = DEMO_EMPLOYEE_COUNT): Promise<boolean> => {
  // Checked first so that an existing database starts without hashing six passwords (seconds).
  if ((await countUsers(db)) > 0) return false;
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4242002)`);
    if ((await countUsers(tx)) > 0) return false;
    await tx
      .insert(roles)
      .values(DEMO_ROLES.map(({ id, name }) => ({ id, name })))
      .onConflictDoNothing();
    await tx.insert(campuses).values(DEMO_CAMPUSES).onConflictDoNothing();
    await tx.insert(areas).values(DEMO_AREAS).onConflictDoNothing();
    await tx.insert(companies).values(DEMO_COMPANIES).onConflictDoNothing();
    await tx
      .insert(positions)
      .values(DEMO_POSITIONS.map((p, i) => ({ id: i + 1, areaId: p.areaId, name: p.name })))
      .onConflictDoNothing();
    for (const table of ['roles', 'campuses', 'areas', 'companies', 'positions'])
      await tx.execute(resetSequence(table));
    const staff = demoEmployees(employeeCount);
    const staffIds = await insertDemoEmployees(tx, staff);
    await insertDemoVacations(tx);
    await insertDemoLicences(tx, demoDrivers(staff, staffIds));
    await insertDemoOrganisation(tx, DEMO_ORGANISATION);
    await insertDemoClients(tx, DEMO_CLIENTS, DEMO_INACTIVE_CLIENTS);
    await insertDemoFleet(
      tx,
      {
        types: DEMO_VEHICLE_TYPES,
        brands: DEMO_BRANDS,
        vehicles: DEMO_VEHICLES,
        inactivePlates: DEMO_INACTIVE_PLATES,
      },
      DEMO_COMPANIES[0]?.id ?? 1,
    );
    await insertDemoRoutes(tx, DEMO_ROUTES);
    await insertDemoRates(tx, DEMO_RATES);
    for (const role of DEMO_ROLES) await grantRoleAccess(tx, role.id, role);
    for (const [i, demo] of DEMO_USERS.entries()) {
      const role = DEMO_ROLES.find((r) => r.id === demo.roleId);
      const userId = await insertUser(tx, {
        email: demo.email,
        passwordHash: hashes[i] ?? '',
        fullName: demo.fullName,
        roleId: demo.roleId,
        campusId: demo.campusId,
        employeeId: demo.positionId
          ? (staffIds[staff.findIndex((e) => e.job.positionId === demo.positionId)] ?? null)
          : demo.employeeId,
        isCeo: demo.isCeo ?? false,
      });
      if (!role) continue;
      await writeUserAccess(tx, userId, role);
      const welcome: NoticeMessage = { key: 'notices.welcome' };
      await notify(tx, [
        { userId, type: 'welcome', ...noticeText('es', welcome), message: welcome, link: '/profile' },
      ]);
    }
    await seedDemoCalendar(tx, staff, staffIds);
    await seedDemoRequests(tx, staff, staffIds);
    const admin = await tx.execute<{ id: number }>(sql`select id from users where email = 'admin@zerg.pe'`);
    const kiosks = await seedDemoKioskDevices(tx, admin.rows[0]?.id ?? null);
    await insertDemoMarks(tx, staffIds, undefined, kiosks);
    await insertDemoMailSettings(tx, DEMO_ENTITY_GROUPS, DEMO_EVENT_RECIPIENTS);
    await insertDemoViatics(tx, {
      hrEmail: 'rrhh@zerg.pe',
      ceoEmail: 'gerencia@zerg.pe',
      driverEmployeeId: 5,
    });
    await insertDemoOperations(tx, { operationsEmail: 'operaciones@zerg.pe', driverEmployeeId: 5 });
    await seedDemoJustifications(tx);
    // After the operations seed: settles some of its finished trips, then files every trip's papers.
    const operator = await tx.execute(sql`select id from users where email = 'operaciones@zerg.pe'`);
    const operatorUserId = (operator.rows[0]?.id as number | undefined) ?? null;
    await insertDemoDespatches(tx, operatorUserId);
    await insertDemoSettlements(tx, {
      operatorUserId,
      companyId: DEMO_COMPANIES[0]?.id ?? 1,
      driverEmployeeId: 5,
    });
    await insertDemoDocumentOrders(tx, operatorUserId);
    await seedPayrollBonusTypes(tx);
    await insertDemoPayrollItems(tx);
    // Last: the computed days read every demo input above (marks included).
    await recomputeDemoAttendance(tx, staffIds);
    // After the computed days: last month's draft payroll reads them.
    const hr = await tx.execute(sql`select id from users where email = 'rrhh@zerg.pe'`);
    await insertDemoPayroll(tx, {
      companyId: DEMO_COMPANIES[0]?.id ?? 1,
      hrUserId: (hr.rows[0]?.id as number | undefined) ?? null,
    });
    await insertDemoBookkeeping(tx, DEMO_COMPANIES[0]?.id ?? 1);
    // After the payroll: the advances, viatics and settlements approved above arrive as movements.
    const treasurer = await tx.execute(sql`select id from users where email = 'tesoreria@zerg.pe'`);
    const checker = await tx.execute(sql`select id from users where email = 'finanzas@zerg.pe'`);
    await insertDemoTreasury(tx, {
      companyId: DEMO_COMPANIES[0]?.id ?? 1,
      treasuryUserId: (treasurer.rows[0]?.id as number | undefined) ?? null,
      checkerUserId: (checker.rows[0]?.id as number | undefined) ?? null,
    });
    // After treasury's exchange rates: dollar facturas take the sale rate of their day.
    const billingUser = (await tx.execute(sql`select id from users where email = 'admin@zerg.pe'`)).rows[0]
      ?.id;
    await insertDemoBilling(tx, { companyId: DEMO_COMPANIES[0]?.id ?? 1, userId: Number(billingUser) });
    // The income side: the facturas' collections into treasury's accounts and the detracción deposits.
    await insertDemoCollections(tx, { companyId: DEMO_COMPANIES[0]?.id ?? 1, userId: Number(billingUser) });
    return true;
  });
};
