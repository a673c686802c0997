/**
 * The settlements module's public entry (section 34, level 9): the documentary settlement of each
 * finished trip — expenses against what was advanced — whose closing locks the trip.
 */

export { settlementLineScans, settlementLines, settlements } from './settlement.table.ts';
export { markSettlementSettled } from './settlement-payment.ts';
export { renderedExpensesOf } from './settlement-rendered.ts';
export { insertDemoSettlements } from './settlement-seed.ts';
export { settlementsModule } from './settlements.manifest.ts';
export { closedSettlements, type Settlement } from './settlements-lookups.ts';
