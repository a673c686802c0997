import type { TRouteCodeRegisterBody } from '@zerg/shared';
import type { Deps } from '../../platform/deps.ts';
import { alreadyRegistered, masterDataService } from '../../platform/master-data/master-data-service.ts';
import {
  findRouteCode,
  findRouteCodeByCode,
  listRouteCodes,
  routeCodeOptions,
} from './route-code.repository.ts';
import { routeCodes } from './travel-route.table.ts';

export const createRouteCodeService = ({ db }: Deps) =>
  masterDataService(db, {
    entity: 'route_code',
    table: routeCodes,
    list: listRouteCodes,
    find: findRouteCode,
    options: routeCodeOptions,
    sheet: {
      title: 'routeCodes',
      columns: (t) => [
        { header: t('code'), width: 18, value: (r) => r.code },
        { header: t('description'), width: 48, value: (r) => r.description },
        { header: t('route'), width: 48, value: (r) => r.routeName },
      ],
    },
    unique: { field: 'code', find: (db, body) => findRouteCodeByCode(db, body.code) },
    values: (body: TRouteCodeRegisterBody) => body,
    conflicts: [{ error: () => alreadyRegistered('code') }],
  });

export type RouteCodeService = ReturnType<typeof createRouteCodeService>;
