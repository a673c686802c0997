import { MODULES, SECTION_IDS, type TUserListQuery, translateMessage, ZUserListQuery } from '@zerg/shared';
import { defineListExport, NO_SCOPE } from '../../platform/export/list-export.ts';
import { listUsers } from './user.repository.ts';

/** The users' Excel export. */
export const userExport = defineListExport({
  name: 'users',
  section: SECTION_IDS.USERS,
  query: ZUserListQuery,
  scope: NO_SCOPE,
  rows: (db, query: TUserListQuery, page) => listUsers(db, { ...query, ...page }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `columns.${key}`);
    const moduleName = (id: number) => t(`module_${MODULES.find((m) => m.id === id)?.key ?? id}`);
    return {
      title: t('users'),
      columns: [
        { header: t('fullName'), width: 32, value: (r) => r.fullName },
        { header: t('email'), width: 32, value: (r) => r.email },
        { header: t('role'), value: (r) => r.roleName },
        { header: t('campus'), value: (r) => r.campusName },
        { header: t('employee'), width: 32, value: (r) => r.employeeName },
        { header: t('modules'), width: 40, value: (r) => r.modules.map(moduleName).join(', ') },
        { header: t('status'), value: (r) => t(r.isActive ? 'active' : 'inactive') },
        { header: t('lastLoginAt'), value: (r) => (r.lastLoginAt ? new Date(r.lastLoginAt) : null) },
        { header: t('createdAt'), value: (r) => new Date(r.createdAt) },
      ],
    };
  },
});
