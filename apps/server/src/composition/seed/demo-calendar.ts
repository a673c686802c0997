import type { DbOrTx } from '../../db/client.ts';
import { insertDemoHolidays, type SeedHoliday } from '../../modules/calendar/index.ts';
import { insertDemoRemoteWork, type SeedRemoteWork } from '../../modules/remote-work/index.ts';
import { findActiveUserByEmail } from '../../modules/users/index.ts';
import type { DemoEmployee } from './demo-employees.ts';

/** HR registers the company's days off and the homework assignments. */
const HR_EMAIL = 'rrhh@zerg.pe';

/** Office areas whose staff may work from home: HR, treasury, accounting. */
const OFFICE_AREAS = [2, 4, 5];

const companyDays = (year: number): SeedHoliday[] => [
  { date: `${year}-03-19`, name: 'Aniversario de Zerg Transportes', kind: 'company' },
  { date: `${year}-12-24`, name: 'Nochebuena (día no laborable)', kind: 'non_working' },
  { date: `${year}-12-31`, name: 'Fin de año (día no laborable)', kind: 'non_working' },
];

type Assignment = Omit<SeedRemoteWork, 'employeeId'>;

const assignments = (year: number): Assignment[] => [
  {
    from: `${year}-01-05`,
    to: `${year}-12-31`,
    weekdays: [5],
    reason: 'Cierre contable semanal desde casa',
    status: 'active',
  },
  {
    from: `${year}-03-02`,
    to: null,
    weekdays: [1, 3],
    reason: 'Acuerdo de trabajo remoto por cuidado de hijo menor',
    notes: 'Revisar cada seis meses con la jefatura de área.',
    status: 'active',
  },
  {
    from: `${year}-02-02`,
    to: `${year}-07-31`,
    weekdays: [2, 4],
    reason: 'Proyecto de digitalización de legajos',
    status: 'active',
  },
  {
    from: `${year}-06-01`,
    to: null,
    weekdays: [1, 2, 3, 4, 5],
    reason: 'Descanso médico con indicación de teletrabajo (Ley 31572)',
    status: 'active',
  },
  {
    from: `${year - 1}-09-01`,
    to: `${year}-02-28`,
    weekdays: [3],
    reason: 'Remodelación de oficinas en la sede de Ate',
    status: 'inactive',
  },
  {
    from: `${year}-01-12`,
    to: `${year}-04-30`,
    weekdays: [1, 5],
    reason: 'Traslado temporal de domicilio a Huacho',
    status: 'inactive',
  },
  {
    from: `${year}-04-06`,
    to: `${year}-10-30`,
    weekdays: [4],
    reason: 'Conciliaciones bancarias fuera de horario punta',
    status: 'active',
  },
];

/**
 * The demo calendar and homework status: national holidays of this year and the next, the
 * company's anniversary and two non-working days, Flag Day not observed (buses run), and a few
 * office employees working from home on some weekdays, active and ended.
 */
export const seedDemoCalendar = async (
  db: DbOrTx,
  staff: readonly DemoEmployee[],
  ids: readonly number[],
) => {
  const hr = await findActiveUserByEmail(db, HR_EMAIL);
  if (!hr) return;
  const year = new Date().getUTCFullYear();
  await insertDemoHolidays(db, {
    years: [year, year + 1],
    own: [...companyDays(year), ...companyDays(year + 1)],
    notObserved: [`${year}-06-07`],
    createdBy: hr.id,
  });
  const office = ids.filter((id, i) => {
    const job = staff[i]?.job;
    return id > 4 && job?.personalType === 'administrative' && OFFICE_AREAS.includes(job.areaId);
  });
  const rows = assignments(year).flatMap((a, i) => {
    const employeeId = office[i];
    return employeeId ? [{ ...a, employeeId }] : [];
  });
  await insertDemoRemoteWork(db, rows, hr.id);
};
