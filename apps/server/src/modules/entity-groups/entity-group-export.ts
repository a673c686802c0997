import {
  SECTION_IDS,
  type TEntityGroupListQuery,
  translateMessage,
  ZEntityGroupListQuery,
} from '@zerg/shared';
import { defineListExport, NO_SCOPE } from '../../platform/export/list-export.ts';
import { listEntityGroups } from './entity-group.repository.ts';

/** The entity groups' Excel export. */
export const entityGroupExport = defineListExport({
  name: 'entity-groups',
  section: SECTION_IDS.ENTITY_GROUPS,
  query: ZEntityGroupListQuery,
  scope: NO_SCOPE,
  rows: (db, query: TEntityGroupListQuery, page) => listEntityGroups(db, { ...query, ...page }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `columns.${key}`);
    return {
      title: t('entityGroups'),
      columns: [
        { header: t('name'), width: 32, value: (r) => r.name },
        { header: t('description'), width: 48, value: (r) => r.description },
        { header: t('members'), value: (r) => r.memberCount },
        { header: t('status'), value: (r) => t(r.isActive ? 'active' : 'inactive') },
        { header: t('createdAt'), value: (r) => new Date(r.createdAt) },
      ],
    };
  },
});
