import { msg, type TZoneRegisterBody } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict } from '../../platform/errors/app-error.ts';
import { alreadyRegistered, masterDataService } from '../../platform/master-data/master-data-service.ts';
import {
  activeZoneOptions,
  findZone,
  findZoneByName,
  listZones,
  takenPlace,
  unknownPlaces,
  writeZoneMembers,
} from './zone.repository.ts';
import { zones } from './zone.table.ts';

type ZoneFields = TZoneRegisterBody;

/** Zone membership is checked and written under one lock, so two saves cannot claim one province. */
const MEMBERSHIP_LOCK = 4242101;

const checkMembers = async (db: DbOrTx, zoneId: number | null, body: ZoneFields) => {
  const departments = body.members.flatMap((m) => (m.departmentCode ? [m.departmentCode] : []));
  const provinces = body.members.flatMap((m) => (m.provinceCode ? [m.provinceCode] : []));
  const repeated =
    new Set(departments).size !== departments.length ||
    new Set(provinces).size !== provinces.length ||
    provinces.some((p) => departments.includes(p.slice(0, 2)));
  if (repeated) throw badRequest('VALIDATION_ERROR', { members: ['validation.repeated'] });
  if ((await unknownPlaces(db, departments, provinces)).length) {
    throw badRequest('VALIDATION_ERROR', { members: ['validation.invalid'] });
  }
  const taken = await takenPlace(db, zoneId, departments, provinces);
  if (taken) {
    throw conflict('ZONE_MEMBER_TAKEN', {
      members: [msg('validation.zoneMemberTaken', { place: taken.place, zone: taken.zone })],
    });
  }
};

export const createZoneService = ({ db }: Deps) =>
  masterDataService(db, {
    entity: 'zone',
    table: zones,
    list: listZones,
    find: findZone,
    options: activeZoneOptions,
    sheet: {
      title: 'zones',
      columns: (t) => [
        { header: t('name'), width: 28, value: (r) => r.name },
        { header: t('zoneMembers'), width: 60, value: (r) => r.members },
        { header: t('description'), width: 40, value: (r) => r.description },
      ],
    },
    unique: { field: 'name', find: (db, body) => findZoneByName(db, body.name) },
    lock: MEMBERSHIP_LOCK,
    beforeWrite: checkMembers,
    values: (body: ZoneFields) => ({ name: body.name, description: body.description }),
    links: (tx, zoneId, body) => writeZoneMembers(tx, zoneId, body.members),
    conflicts: [
      { constraint: 'zones_name_lower_idx', error: () => alreadyRegistered('name') },
      // Any other unique index is the one on a place: a save that raced past the lock's check.
      { error: () => conflict('ZONE_MEMBER_TAKEN', { members: ['validation.alreadyRegistered'] }) },
    ],
  });

export type ZoneService = ReturnType<typeof createZoneService>;
