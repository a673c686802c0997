/**
 * The catalog module's public entry: the bottom layer, imported by every module that points at a
 * module, section, role, campus or area. Other modules import this file only (see
 * docs/adding-a-module.md).
 */

export { areas } from './area.table.ts';
export { areaModules, areaSections } from './area-access.table.ts';
export { type AreaAccess, findAreaAccess, writeAreaAccess } from './area-access.ts';
export { areasGrantedSection, listAreaAccess } from './area-access-list.ts';
export {
  insertArea,
  insertRole,
  lockArea,
  lockRole,
  renameRole,
  setAreaActive,
  setRoleActive,
  updateArea,
} from './area-role-write.ts';
export { campuses } from './campus.table.ts';
export { catalogModule } from './catalog.manifest.ts';
export {
  type AreaItem,
  areaById,
  areaCostFunctionOf,
  areaIsHrOf,
  areaNameOf,
  areaRows,
  campusNameOf,
  listAreas,
  listCampuses,
  roleGrantsModule,
  roleModuleIdsOf,
  roleNameOf,
  roleRows,
  roleSectionIdsOf,
} from './catalog-read.ts';
export { syncCatalog } from './catalog-sync.ts';
export {
  campusExists,
  ensureCampus,
  ensureRoleWithAccess,
  grantRoleAccess,
  roleExists,
  roleIsActive,
  writeRoleAccess,
} from './catalog-write.ts';
export { modules, sections } from './module.table.ts';
export { roleModules, roleSections, roles } from './role.table.ts';
