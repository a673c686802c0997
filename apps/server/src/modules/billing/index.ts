/**
 * The billing module's public entry (module 8, level 12 above treasury): the sales documents
 * (section 47) — series, facturas, boletas, credit and debit notes — and the settings they follow.
 * Receivables and collections (section 48) build on these tables.
 */

export { billingModule } from './billing.manifest.ts';
export {
  billingClientSettings,
  billingCompanySettings,
  billingSeries,
  salesDocumentLines,
  salesDocuments,
} from './billing.table.ts';
export { insertDemoBilling } from './billing-seed.ts';
export { insertDemoCollections } from './collection-seed.ts';
