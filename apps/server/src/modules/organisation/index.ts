/**
 * The organisation module's public entry (Settings: companies, roles and areas, areas-module). It
 * sits above users: it reads users (who holds a role) and employees (who works in an area), and
 * writes the catalog and references tables those lower modules point at.
 */

export { areaProfiles } from './area-profile.table.ts';
export { areasChiefedBy, type NamedChief, namedAreaChiefs } from './area-profile-read.ts';
export { companySigningCertificate } from './company-certificate.repository.ts';
export { companySigningCertificates } from './company-certificate.table.ts';
export {
  type CertificateDue,
  claimCertificateReminders,
  signingCertificatesDue,
} from './company-certificate-expiry.ts';
export { companyCertificateReminders } from './company-certificate-reminder.table.ts';
export { organisationModule } from './organisation.manifest.ts';
export { insertDemoOrganisation, type SeedOrganisation } from './organisation-seed.ts';
