import type { TTollGroupRegisterBody } from '@zerg/shared';
import type { Deps } from '../../platform/deps.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { alreadyRegistered, masterDataService } from '../../platform/master-data/master-data-service.ts';
import { missingTolls } from './toll.repository.ts';
import { tollGroups } from './toll.table.ts';
import {
  findTollGroup,
  findTollGroupByName,
  listTollGroups,
  tollGroupOptions,
  writeGroupTolls,
} from './toll-group.repository.ts';

export const createTollGroupService = ({ db }: Deps) =>
  masterDataService(db, {
    entity: 'toll_group',
    table: tollGroups,
    list: listTollGroups,
    find: findTollGroup,
    options: tollGroupOptions,
    sheet: {
      title: 'tollGroups',
      columns: (t) => [
        { header: t('name'), width: 32, value: (r) => r.name },
        { header: t('road'), width: 28, value: (r) => r.road },
        { header: t('tolls'), width: 70, value: (r) => r.tolls },
        { header: t('description'), width: 40, value: (r) => r.description },
      ],
    },
    check: async (db, _id, body) => {
      if ((await missingTolls(db, body.tollIds)).length) {
        throw badRequest('VALIDATION_ERROR', { tollIds: ['validation.invalid'] });
      }
    },
    unique: { field: 'name', find: (db, body) => findTollGroupByName(db, body.name) },
    values: ({ tollIds: _, ...fields }: TTollGroupRegisterBody) => fields,
    links: (tx, groupId, body) => writeGroupTolls(tx, groupId, body.tollIds),
    conflicts: [{ error: () => alreadyRegistered('name') }],
  });

export type TollGroupService = ReturnType<typeof createTollGroupService>;
