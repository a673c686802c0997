/**
 * The users module's public entry: accounts, their access and their sessions. Above employees
 * (a user may be linked to an employee), below auth (which signs users in through the functions
 * here) and notifications. Other modules read the exported tables in joins and write through the
 * functions: a user's access only with `writeUserAccess`, sessions only end with `revokeSessions`.
 */

export { syncCatalogWithAccess } from './catalog-arrival.ts';
export { loadCurrentUser } from './current-user-load.ts';
export { userSections, users } from './user.table.ts';
export {
  buildUserData,
  describeAccess,
  loadUserAccess,
  type UserAccess,
  writeUserAccess,
} from './user-access.ts';
export {
  countUsers,
  findActiveUserByEmail,
  findCredentials,
  insertUser,
  type NewUser,
  setPassword,
} from './user-identity.ts';
export {
  activeUserOptions,
  roleActiveUserCountOf,
  type SessionFacts,
  sessionById,
  type UserFacts,
  type UserFilter,
  userEmailOf,
  userFullNameOf,
  userIsActiveOf,
  userLanguageOf,
  usersById,
  usersWhere,
  userWhere,
} from './user-lookups.ts';
export { authSessions } from './user-session.table.ts';
export { openSession, type RevokeReason, revokeSessions, type SessionTarget } from './user-sessions.ts';
export { usersModule } from './users.manifest.ts';
export { type WorkerContact, workerContact, workerContacts } from './worker-contact.ts';
