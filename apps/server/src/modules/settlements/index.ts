/**
 * The settlements module's public entry (section 34, level 9): the documentary settlement of each
 * finished trip — expenses against what was advanced — whose closing locks the trip.
 */

export { settlementRoutes } from './settlement.routes.ts';
export { createSettlementService, type SettlementService } from './settlement.service.ts';
export { settlementLineScans, settlementLines, settlements } from './settlement.table.ts';
export {
  createSettlementLineScanService,
  type SettlementLineScanService,
} from './settlement-line-scan.service.ts';
export { markSettlementSettled } from './settlement-payment.ts';
export { renderedExpensesOf } from './settlement-rendered.ts';
export { insertDemoSettlements } from './settlement-seed.ts';
