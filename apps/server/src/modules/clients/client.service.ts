import type { TClientListQuery, TOptionSearch, ZClientCreateBody, ZClientUpdateBody } from '@zerg/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { recordHistory } from '../../platform/audit/audit-history.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, type FieldErrors, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { knownDistricts } from '../references/index.ts';
import {
  deliveryPointsOf,
  findClientByDocument,
  findClientDetail,
  findClientRow,
  listClients,
  selectClients,
} from './client.repository.ts';
import { clientExport } from './client-export.ts';
import {
  type ClientInput,
  insertClient,
  ownedIds,
  setClientActive,
  updateClient,
} from './client-write.repository.ts';

export const documentTaken = () =>
  conflict('DOCUMENT_ALREADY_REGISTERED', { documentNumber: ['errors.DOCUMENT_ALREADY_REGISTERED'] });

/** Districts must exist; nested ids must be this client's own rows (none on a new client). */
export const checkClientReferences = async (
  db: DbOrTx,
  input: ClientInput,
  clientId: number | null,
): Promise<FieldErrors> => {
  const errors: FieldErrors = {};
  const codes = input.addresses.flatMap((a) => [a.ubigeo, ...a.deliveryPoints.map((p) => p.ubigeo)]);
  const known = await knownDistricts(db, codes);
  const addressIds = input.addresses.flatMap((a) => (a.id ? [a.id] : []));
  const pointIds = input.addresses.flatMap((a) => a.deliveryPoints.flatMap((p) => (p.id ? [p.id] : [])));
  const owned = clientId
    ? await ownedIds(db, clientId, addressIds, pointIds)
    : { addresses: new Set<number>(), points: new Set<number>() };
  input.addresses.forEach((a, i) => {
    if (!known.has(a.ubigeo)) errors[`addresses.${i}.ubigeo`] = ['validation.notFoundRef'];
    if (a.id && !owned.addresses.has(a.id)) errors[`addresses.${i}.id`] = ['validation.invalid'];
    a.deliveryPoints.forEach((p, j) => {
      const at = `addresses.${i}.deliveryPoints.${j}`;
      if (!known.has(p.ubigeo)) errors[`${at}.ubigeo`] = ['validation.notFoundRef'];
      if (p.id && !owned.points.has(p.id)) errors[`${at}.id`] = ['validation.invalid'];
    });
  });
  return errors;
};

export const createClientService = (deps: Deps & ExportDeps) => {
  const { db } = deps;
  const getOne = async (id: number) => {
    const client = await findClientDetail(db, id);
    if (!client) throw notFound('CLIENT_NOT_FOUND');
    return client;
  };
  const existing = async (id: number) => {
    const row = await findClientRow(db, id);
    if (!row) throw notFound('CLIENT_NOT_FOUND');
    return row;
  };
  const setActive = async (actor: Actor, id: number, isActive: boolean) => {
    const row = await existing(id);
    if (row.isActive === isActive) throw conflict('INVALID_CHANGE');
    await db.transaction(async (tx) => {
      await setClientActive(tx, id, isActive);
      await recordAudit(tx, actor, {
        action: isActive ? 'activate' : 'deactivate',
        entity: 'client',
        entityId: id,
        before: { isActive: row.isActive },
        after: { isActive },
      });
    });
    return getOne(id);
  };

  return {
    list: (query: TClientListQuery & { page: number; perPage: number }) => listClients(db, query),

    history: async (query: { id: number; page: number; perPage: number }) => {
      await existing(query.id);
      return recordHistory(db, 'client', query.id, query);
    },

    export: clientExport.answer.bind(null, deps),

    getOne,

    create: async (actor: Actor, body: z.output<typeof ZClientCreateBody>) => {
      const errors = await checkClientReferences(db, body, null);
      if (Object.keys(errors).length) throw badRequest('VALIDATION_ERROR', errors);
      if (await findClientByDocument(db, body.documentNumber)) throw documentTaken();
      try {
        const id = await db.transaction(async (tx) => {
          const created = await insertClient(tx, body, actor.user.id);
          await recordAudit(tx, actor, {
            action: 'create',
            entity: 'client',
            entityId: created,
            after: body,
          });
          return created;
        });
        return getOne(id);
      } catch (err) {
        if (isUniqueViolation(err, 'clients_document_idx')) throw documentTaken();
        throw err;
      }
    },

    update: async (actor: Actor, body: z.output<typeof ZClientUpdateBody>) => {
      const { id, ...input } = body;
      const before = await getOne(id);
      const errors = await checkClientReferences(db, input, id);
      if (Object.keys(errors).length) throw badRequest('VALIDATION_ERROR', errors);
      const other = await findClientByDocument(db, input.documentNumber);
      if (other && other.id !== id) throw documentTaken();
      try {
        await db.transaction(async (tx) => {
          await updateClient(tx, id, input);
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'client',
            entityId: id,
            before,
            after: input,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err, 'clients_document_idx')) throw documentTaken();
        throw err;
      }
      return getOne(id);
    },

    activate: (actor: Actor, id: number) => setActive(actor, id, true),
    deactivate: (actor: Actor, id: number) => setActive(actor, id, false),

    select: (search: TOptionSearch = {}) => selectClients(db, search),

    deliveryPoints: async (clientId: number) => {
      await existing(clientId);
      return deliveryPointsOf(db, clientId);
    },
  };
};

export type ClientService = ReturnType<typeof createClientService>;
