import { ROLE_IDS } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { insertDemoAdditionalWork, type SeedAdditionalWork } from '../../modules/additional-work/index.ts';
import { userOfEmployee } from '../../modules/notifications/index.ts';
import { insertDemoSalaryIncreases, type SeedSalaryIncrease } from '../../modules/salary-increases/index.ts';
import { findActiveUserByEmail, insertUser, writeUserAccess } from '../../modules/users/index.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { DEMO_ROLES } from './demo-company.ts';
import type { DemoEmployee } from './demo-employees.ts';

/** HR decides; the workshop's chief (employee 7, area 6) asks for their people. */
const HR_EMAIL = 'rrhh@zerg.pe';
const WORKSHOP_AREA = 6;
const WORKSHOP_CHIEF_EMPLOYEE = 7;

/** A chief of an area that is not HR, to sign in as one (the README lists the account). */
export const DEMO_WORKSHOP_CHIEF = {
  email: 'taller@zerg.pe',
  password: 'Taller123!',
  fullName: 'Jefe de Taller',
} as const;

const raises = (year: number, month: string): Omit<SeedSalaryIncrease, 'employeeId'>[] => [
  {
    raise: '250.00',
    reason: 'Certificación en sistemas de frenos neumáticos',
    effectiveDate: `${year}-${month}-01`,
    status: 'pending',
  },
  {
    raise: '180.50',
    reason: 'Asume la supervisión del turno noche',
    effectiveDate: `${year}-${month}-15`,
    status: 'pending',
  },
  {
    raise: '300.00',
    reason: 'Evaluación de desempeño anual sobresaliente',
    effectiveDate: `${year}-01-01`,
    status: 'approved',
  },
  {
    raise: '500.00',
    reason: 'Nivelación con el mercado',
    effectiveDate: `${year}-02-01`,
    status: 'rejected',
    rejectionReason: 'Fuera del presupuesto del año; se revisará en la evaluación de julio.',
  },
];

const extraWork = (year: number, month: string): Omit<SeedAdditionalWork, 'employeeId'>[] => [
  {
    date: `${year}-${month}-03`,
    hours: '3.50',
    reason: 'Reparación urgente del tracto T-104 para salida a Arequipa',
    amount: null,
    status: 'pending',
  },
  {
    date: `${year}-${month}-05`,
    hours: '6.00',
    reason: 'Inventario de repuestos de fin de mes',
    amount: '180.00',
    status: 'pending',
  },
  {
    date: `${year}-${month}-02`,
    hours: '4.00',
    reason: 'Cambio de embrague fuera de horario',
    amount: null,
    status: 'approved',
  },
  {
    date: `${year}-${month}-02`,
    hours: '8.00',
    reason: 'Domingo de mantenimiento preventivo de la flota',
    amount: '250.00',
    status: 'approved',
  },
  {
    date: `${year}-${month}-04`,
    hours: '2.00',
    reason: 'Limpieza del taller',
    amount: null,
    status: 'rejected',
    rejectionReason: 'Es parte de la jornada ordinaria.',
  },
];

/**
 * The workshop chief's account (unless another seed already gave employee 7 one) and a few
 * salary-increase and additional-work requests of the workshop in each state, decided by HR.
 */
export const seedDemoRequests = async (
  db: DbOrTx,
  staff: readonly DemoEmployee[],
  ids: readonly number[],
): Promise<void> => {
  const hr = await findActiveUserByEmail(db, HR_EMAIL);
  if (!hr) return;
  let chief = await userOfEmployee(db, WORKSHOP_CHIEF_EMPLOYEE);
  if (!chief && !(await findActiveUserByEmail(db, DEMO_WORKSHOP_CHIEF.email))) {
    chief = await insertUser(db, {
      email: DEMO_WORKSHOP_CHIEF.email,
      passwordHash: await hashPassword(DEMO_WORKSHOP_CHIEF.password),
      fullName: DEMO_WORKSHOP_CHIEF.fullName,
      roleId: ROLE_IDS.CHIEF,
      campusId: 1,
      employeeId: WORKSHOP_CHIEF_EMPLOYEE,
    });
    const role = DEMO_ROLES.find((r) => r.id === ROLE_IDS.CHIEF);
    if (role) await writeUserAccess(db, chief, role);
  }
  if (!chief) return;
  const workshop = ids.filter(
    (id, i) => id > WORKSHOP_CHIEF_EMPLOYEE && staff[i]?.job.areaId === WORKSHOP_AREA,
  );
  const now = new Date();
  const year = now.getUTCFullYear();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const people = { requestedBy: chief, decidedBy: hr.id };
  await insertDemoSalaryIncreases(
    db,
    raises(year, month).flatMap((r, i) => (workshop[i] ? [{ ...r, employeeId: workshop[i] }] : [])),
    people,
  );
  await insertDemoAdditionalWork(
    db,
    extraWork(year, month).flatMap((r, i) => {
      const employeeId = workshop[i % 3];
      return employeeId ? [{ ...r, employeeId }] : [];
    }),
    people,
  );
};
