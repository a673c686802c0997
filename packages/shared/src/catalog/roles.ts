/** Role ids the rules depend on (SPEC §6: a chief is role_id 2). Other roles are data. */
export const ROLE_IDS = {
  ADMIN: 1,
  CHIEF: 2,
} as const;
