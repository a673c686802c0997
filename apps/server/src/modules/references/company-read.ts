import { asc, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { lookupOf } from '../../platform/db/lookup.ts';
import { companies } from './reference.table.ts';

/*
 * The reads other modules make of a company: whether it exists, the employer lines of a document
 * (name, RUC, address), the pickers' list, and its name beside a row of their own lists.
 */

export type CompanyFacts = {
  id: number;
  name: string;
  ruc: string;
  address: string | null;
  isActive: boolean;
};

const facts = {
  id: companies.id,
  name: companies.name,
  ruc: companies.ruc,
  address: companies.address,
  isActive: companies.isActive,
};

/** The companies of those ids, active or not, by id; an id no company has is missing from the map. */
export const companiesById = async (
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, CompanyFacts>> => {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db.select(facts).from(companies).where(inArray(companies.id, wanted));
  return new Map(rows.map((c) => [c.id, c]));
};

/** The company, active or not; undefined when there is none with that id. */
export const companyById = async (db: DbOrTx, id: number): Promise<CompanyFacts | undefined> =>
  (await companiesById(db, [id])).get(id);

/** Every company, active or not, by id, or by name as a picker shows them (the database's collation). */
export const listCompanies = (db: DbOrTx, order: 'id' | 'name' = 'id'): Promise<CompanyFacts[]> =>
  db
    .select(facts)
    .from(companies)
    .orderBy(...(order === 'name' ? [asc(companies.name)] : []), asc(companies.id));

/** The name of the company `companyId` points at, to show, filter or sort a list by in SQL. */
export const companyNameOf = <R extends AnyPgColumn | SQLWrapper>(companyId: R) =>
  lookupOf(companies.name, companies.id, companyId);

/**
 * Every company with the columns of its record, as a subquery the Settings screen of the companies
 * (organisation) selects, filters and sorts from, beside its own certificates.
 */
export const companyRows = new QueryBuilder()
  .select({
    id: companies.id,
    ruc: companies.ruc,
    name: companies.name,
    tradeName: companies.tradeName,
    address: companies.address,
    districtCode: companies.districtCode,
    phone: companies.phone,
    email: companies.email,
    mtcRegistration: companies.mtcRegistration,
    logoKey: companies.logoKey,
    isActive: companies.isActive,
    createdAt: companies.createdAt,
  })
  .from(companies)
  .as('company');

/** What a company's GRE transportista says of it as the carrier; undefined when there is no such company. */
export const carrierFactsOf = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({
      ruc: companies.ruc,
      name: companies.name,
      tradeName: companies.tradeName,
      address: companies.address,
      districtCode: companies.districtCode,
      mtcRegistration: companies.mtcRegistration,
    })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
};
