import {
  type Language,
  msg,
  type TZoneListQuery,
  type TZoneRegisterBody,
  type TZoneUpdateBody,
} from '@zerg/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { alreadyRegistered, changeStatus, exportWord, saveRow } from './master-data.ts';
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

export const createZoneService = ({ db }: Deps) => {
  const getEdit = async (id: number) => {
    const zone = await findZone(db, id);
    if (!zone) throw notFound();
    return zone;
  };

  const save = async (actor: Actor, id: number | null, body: ZoneFields) => {
    const other = await findZoneByName(db, body.name);
    if (other && other.id !== id) throw alreadyRegistered('name');
    const before = id === null ? null : await getEdit(id);
    try {
      const savedId = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${MEMBERSHIP_LOCK})`);
        await checkMembers(tx, id, body);
        const fields = { name: body.name, description: body.description };
        const zoneId = await saveRow(
          id,
          () => tx.insert(zones).values(fields).returning({ id: zones.id }),
          (id) =>
            tx
              .update(zones)
              .set({ ...fields, updatedAt: new Date() })
              .where(eq(zones.id, id)),
        );
        await writeZoneMembers(tx, zoneId, body.members);
        await recordAudit(tx, actor, {
          action: id === null ? 'create' : 'update',
          entity: 'zone',
          entityId: zoneId,
          before,
          after: body,
        });
        return zoneId;
      });
      return getEdit(savedId);
    } catch (err) {
      if (isUniqueViolation(err, 'zones_name_lower_idx')) throw alreadyRegistered('name');
      if (isUniqueViolation(err))
        throw conflict('ZONE_MEMBER_TAKEN', { members: ['validation.alreadyRegistered'] });
      throw err;
    }
  };

  return {
    list: (query: TZoneListQuery & { page: number; perPage: number }) => listZones(db, query),
    export: async (query: TZoneListQuery, lang: Language) => {
      const { data } = await listZones(db, { ...query, page: 1, perPage: EXPORT_MAX_ROWS });
      const t = exportWord(lang);
      return toXlsx(
        t('zones'),
        [
          { header: t('name'), width: 28, value: (r) => r.name },
          { header: t('zoneMembers'), width: 60, value: (r) => r.members },
          { header: t('description'), width: 40, value: (r) => r.description },
          { header: t('status'), value: (r) => t(r.isActive ? 'active' : 'inactive') },
        ],
        data,
      );
    },
    getEdit,
    register: (actor: Actor, body: TZoneRegisterBody) => save(actor, null, body),
    update: (actor: Actor, { id, ...body }: TZoneUpdateBody) => save(actor, id, body),
    setActive: (actor: Actor, id: number, isActive: boolean) =>
      changeStatus(db, actor, 'zone', id, isActive, (tx) =>
        tx
          .update(zones)
          .set({ isActive, updatedAt: new Date() })
          .where(eq(zones.id, id))
          .returning({ id: zones.id }),
      ),
    select: () => activeZoneOptions(db),
  };
};

export type ZoneService = ReturnType<typeof createZoneService>;
