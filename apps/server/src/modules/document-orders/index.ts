/**
 * The document-orders module's public entry (section 33, level 9): the papers of a trip — carrier's
 * and client's guides, invoice, delivery receipt — with their scans and a tracking number.
 */

export { documentOrderRoutes } from './document-order.routes.ts';
export { createDocumentOrderService, type DocumentOrderService } from './document-order.service.ts';
export { documentOrderScans, documentOrders, shipmentDocuments } from './document-order.table.ts';
export { insertDemoDocumentOrders } from './document-order-seed.ts';
