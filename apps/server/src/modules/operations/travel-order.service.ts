import type { Language } from '@zerg/shared';
import type { Deps } from '../../platform/deps.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { moveTravelOrder } from './change-travel-order-state.ts';
import { createTravelOrder } from './create-travel-order.ts';
import { travelOrderExport } from './order-exports.ts';
import {
  getTravelOrder,
  listTravelOrdersOf,
  tollEstimate,
  travelOrderFormOptionsOf,
  travelOrderHistory,
} from './read-travel-orders.ts';
import { checkDespatch } from './travel-order-despatch.ts';
import { getDespatchPart, saveDespatchPart } from './travel-order-despatch-part.ts';
import { travelOrderDocument } from './travel-order-documents.ts';
import { tripGrePdf } from './travel-order-gre.ts';
import { updateTravelOrder } from './update-travel-order.ts';

export const createTravelOrderService = (deps: Deps & ExportDeps) => ({
  list: listTravelOrdersOf(deps),
  get: getTravelOrder(deps),
  history: travelOrderHistory(deps),
  formOptions: travelOrderFormOptionsOf(deps),
  tollEstimate: tollEstimate(deps),
  create: createTravelOrder(deps),
  update: updateTravelOrder(deps),
  changeState: moveTravelOrder(deps),
  export: travelOrderExport.answer.bind(null, deps),
  pdf: travelOrderDocument(deps),
  despatch: getDespatchPart(deps),
  saveDespatch: saveDespatchPart(deps),
  checkDespatch: checkDespatch(deps),
  despatchPdf: (id: number, lang: Language) => tripGrePdf(deps.db, id, lang),
});

export type TravelOrderService = ReturnType<typeof createTravelOrderService>;
