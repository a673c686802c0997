/**
 * The organisation module's public entry (Settings: companies, roles and areas, areas-module). It
 * sits above users: it reads users (who holds a role) and employees (who works in an area), and
 * writes the catalog and references tables those lower modules point at.
 */

export { type AreaAccessService, createAreaAccessService } from './area-access.service.ts';
export { areaProfiles } from './area-profile.table.ts';
export { type CompanyService, createCompanyService } from './company.service.ts';
export { companySigningCertificate } from './company-certificate.repository.ts';
export {
  type CompanyCertificateService,
  createCompanyCertificateService,
} from './company-certificate.service.ts';
export { companySigningCertificates } from './company-certificate.table.ts';
export { type OrganisationServices, organisationRoutes } from './organisation.routes.ts';
export { insertDemoOrganisation, type SeedOrganisation } from './organisation-seed.ts';
export { createRolesAreasService, type RolesAreasService } from './roles-areas.service.ts';
