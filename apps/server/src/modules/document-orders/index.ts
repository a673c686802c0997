/**
 * The document-orders module's public entry (section 33, level 9): the papers of a trip — carrier's
 * and client's guides, invoice, delivery receipt — with their scans and a tracking number.
 */

export { documentOrderScans, documentOrders, shipmentDocuments } from './document-order.table.ts';
export { insertDemoDocumentOrders } from './document-order-seed.ts';
export { documentOrdersModule } from './document-orders.manifest.ts';
