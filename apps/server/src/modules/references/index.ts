/**
 * The references module's public entry: fixed and company catalogues (documents, countries, ubigeo,
 * regimes, pension systems, banks, companies, positions) that other modules point at. It sits just
 * above catalog (positions belong to areas).
 */

export {
  type CompanyFacts,
  carrierFactsOf,
  companiesById,
  companyById,
  companyNameOf,
  companyRows,
  listCompanies,
} from './company-read.ts';
export { insertCompany, updateCompany } from './company-write.ts';
export {
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
export {
  bankNameOf,
  bankNamesByCode,
  knownCountries,
  laborRegimeNames,
  listPositions,
  positionInArea,
  positionNameOf,
} from './reference-read.ts';
export { syncReferences } from './reference-sync.ts';
export { referencesModule } from './references.manifest.ts';
export {
  departmentCodeOfProvince,
  departmentNameOf,
  districtExists,
  districtNameOf,
  districtPlace,
  knownDepartments,
  knownDistricts,
  knownProvinces,
  placeNameOf,
  provinceCodeOf,
  provinceNameOf,
} from './ubigeo-read.ts';
