/** Query keys of the entity groups feature; everything under it is refreshed after a save. */
export const ENTITY_GROUPS_QUERY_KEY = ['entity-groups'] as const;
