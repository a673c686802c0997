import type { JustificationStatus, JustificationType } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { employeeIdsOfArea } from '../employees/index.ts';
import { usersWhere } from '../users/index.ts';
import { recomputeAttendance } from './attendance-recompute.ts';
import { justifications } from './justification.table.ts';

type Demo = {
  areaId: number;
  daysAgo: number;
  type: JustificationType;
  motive: string;
  status: JustificationStatus;
  chiefComment?: string;
  hrComment?: string;
};

/** A few justifications in every state, for people of operations, fleet and accounting. */
const DEMO: Demo[] = [
  {
    areaId: 8,
    daysAgo: 1,
    type: 'tardiness',
    motive: 'Tráfico por obras en la Panamericana Sur',
    status: 'pending',
  },
  {
    areaId: 3,
    daysAgo: 2,
    type: 'absence',
    motive: 'Cita médica en EsSalud (adjunta constancia)',
    status: 'pending',
  },
  {
    areaId: 8,
    daysAgo: 3,
    type: 'absence',
    motive: 'Descanso médico por gripe',
    status: 'approved',
    chiefComment: 'Conforme, presentó certificado',
  },
  {
    areaId: 3,
    daysAgo: 5,
    type: 'tardiness',
    motive: 'Paro de transportistas',
    status: 'approved_by_hr',
    chiefComment: 'Conforme',
    hrComment: 'Aprobado',
  },
  {
    areaId: 5,
    daysAgo: 6,
    type: 'tardiness',
    motive: 'Se quedó dormido',
    status: 'rejected',
    chiefComment: 'No es un motivo justificable',
  },
  {
    areaId: 8,
    daysAgo: 8,
    type: 'absence',
    motive: 'Trámite personal en el banco',
    status: 'rejected_by_hr',
    chiefComment: 'De acuerdo',
    hrComment: 'Debe solicitarse como permiso con anticipación',
  },
];

const limaDaysAgo = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(
    new Date(Date.now() - days * 86_400_000),
  );

/**
 * Demo justifications, decided by the demo operations coordinator (chief of operations and fleet)
 * and the HR chief. The fixed demo people (employees 1 to 8) are left alone so their own pages start
 * empty.
 */
export const seedDemoJustifications = async (db: DbOrTx): Promise<void> => {
  const deciders = await usersWhere(db, { emails: ['operaciones@zerg.pe', 'rrhh@zerg.pe'] });
  const chief = deciders.find((u) => u.email === 'operaciones@zerg.pe')?.id ?? null;
  const hr = deciders.find((u) => u.email === 'rrhh@zerg.pe')?.id ?? null;
  const used = new Set<number>([1, 2, 3, 4, 5, 6, 7, 8]);
  const approved: { employeeId: number; day: string }[] = [];
  for (const demo of DEMO) {
    const personId = (await employeeIdsOfArea(db, demo.areaId)).find((id) => !used.has(id));
    if (personId === undefined) continue;
    used.add(personId);
    const day = limaDaysAgo(demo.daysAgo);
    const chiefDecided = demo.status !== 'pending';
    const hrDecided = demo.status === 'approved_by_hr' || demo.status === 'rejected_by_hr';
    const decidedAt = new Date(Date.now() - (demo.daysAgo - 1) * 86_400_000);
    await db.insert(justifications).values({
      employeeId: personId,
      workDate: day,
      type: demo.type,
      motive: demo.motive,
      status: demo.status,
      chiefComment: demo.chiefComment ?? null,
      chiefDecidedBy: chiefDecided ? chief : null,
      chiefDecidedAt: chiefDecided ? decidedAt : null,
      hrComment: demo.hrComment ?? null,
      hrDecidedBy: hrDecided ? hr : null,
      hrDecidedAt: hrDecided ? decidedAt : null,
      createdBy: chief,
      createdAt: new Date(Date.now() - demo.daysAgo * 86_400_000),
    });
    if (demo.status === 'approved_by_hr') approved.push({ employeeId: personId, day });
  }
  for (const a of approved) {
    await recomputeAttendance(db, { employeeIds: [a.employeeId], from: a.day, to: a.day });
  }
};
