import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps.ts';
import { listAreas } from '../catalog/index.ts';
import {
  bankAccountTypes,
  banks,
  companies,
  countries,
  departments,
  districts,
  documentTypes,
  laborRegimes,
  maritalStatuses,
  pensionSystems,
  positions,
  provinces,
  relations,
} from './reference.table.ts';

export const createReferenceService = ({ db }: Deps) => ({
  documentTypes: () => db.select().from(documentTypes).orderBy(asc(documentTypes.code)),
  maritalStatuses: () => db.select().from(maritalStatuses),
  relations: () => db.select().from(relations),
  countries: () => db.select().from(countries).orderBy(asc(countries.name)),
  laborRegimes: () => db.select().from(laborRegimes),
  pensionSystems: () => db.select().from(pensionSystems),
  banks: () => db.select().from(banks).orderBy(asc(banks.name)),
  bankAccountTypes: () => db.select().from(bankAccountTypes),
  departments: () => db.select().from(departments).orderBy(asc(departments.name)),
  provinces: (department: string) =>
    db
      .select({ code: provinces.code, name: provinces.name })
      .from(provinces)
      .where(eq(provinces.departmentCode, department))
      .orderBy(asc(provinces.name)),
  districts: (province: string) =>
    db
      .select({ code: districts.code, name: districts.name })
      .from(districts)
      .where(eq(districts.provinceCode, province))
      .orderBy(asc(districts.name)),
  areas: () => listAreas(db),
  positions: (areaId?: number) =>
    db
      .select()
      .from(positions)
      .where(areaId ? eq(positions.areaId, areaId) : undefined)
      .orderBy(asc(positions.name)),
  companies: () =>
    db
      .select({ id: companies.id, name: companies.name, ruc: companies.ruc, isActive: companies.isActive })
      .from(companies)
      .orderBy(asc(companies.name)),
});

export type ReferenceService = ReturnType<typeof createReferenceService>;
