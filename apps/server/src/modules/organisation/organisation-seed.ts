import type { DbOrTx } from '../../db/client.ts';
import { writeAreaAccess } from '../catalog/index.ts';
import { areaProfiles } from './area-profile.table.ts';

export type SeedOrganisation = {
  profiles: { areaId: number; companyId: number | null; chiefEmployeeId: number | null }[];
  access: { areaId: number; modules: number[]; sections: number[] }[];
};

/** The demo areas' companies and chiefs, and the access some areas allow (demo seed only). */
export const insertDemoOrganisation = async (tx: DbOrTx, seed: SeedOrganisation): Promise<void> => {
  if (seed.profiles.length) await tx.insert(areaProfiles).values(seed.profiles).onConflictDoNothing();
  for (const a of seed.access) await writeAreaAccess(tx, a.areaId, a);
};
