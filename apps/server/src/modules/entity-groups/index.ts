/**
 * Entity groups: named sets of users (settings section 3). Other modules name a group (an e-mail
 * event's recipient groups) and read its active members through `activeGroupMembers`.
 */
export { activeGroupMembers } from './entity-group.repository.ts';
export { entityGroupMembers, entityGroups } from './entity-group.table.ts';
export { entityGroupById, entityGroupMemberCountOf, entityGroupNameOf } from './entity-group-read.ts';
export { insertEntityGroups, type SeedGroup } from './entity-group-seed.ts';
export { entityGroupsModule } from './entity-groups.manifest.ts';
