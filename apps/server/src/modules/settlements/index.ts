/**
 * The settlements module's public entry (section 34, level 9): the documentary settlement of each
 * finished trip — expenses against what was advanced — whose closing locks the trip.
 */

export { settlementRoutes } from './settlement.routes.ts';
export { createSettlementService, type SettlementService } from './settlement.service.ts';
export { settlementLines, settlements } from './settlement.table.ts';
export { markSettlementSettled } from './settlement-payment.ts';
export { insertDemoSettlements } from './settlement-seed.ts';
