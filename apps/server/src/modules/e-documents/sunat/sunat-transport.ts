import * as bill from './bill-service.ts';
import { createGreApi } from './gre-api.ts';
import type { SunatTransport } from './sunat-types.ts';

/**
 * The SUNAT client: SOAP billService and billConsultService, and the GRE REST API. `timeoutMs`
 * bounds each HTTP exchange (body included); past it the call throws `SunatUnavailable`.
 */
export const createSunatTransport = (options: { timeoutMs: number }): SunatTransport => {
  const { timeoutMs } = options;
  const gre = createGreApi({ timeoutMs });
  return {
    sendBill: (endpoints, sol, fileName, zip) => bill.sendBill(endpoints, sol, fileName, zip, timeoutMs),
    sendSummary: (endpoints, sol, fileName, zip) =>
      bill.sendSummary(endpoints, sol, fileName, zip, timeoutMs),
    getStatus: (endpoints, sol, ticket) => bill.getStatus(endpoints, sol, ticket, timeoutMs),
    getStatusCdr: (endpoints, sol, key) => bill.getStatusCdr(endpoints, sol, key, timeoutMs),
    sendDespatch: gre.sendDespatch,
    despatchStatus: gre.despatchStatus,
  };
};
