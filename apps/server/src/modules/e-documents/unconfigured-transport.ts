import { type SunatTransport, SunatUnavailable } from './sunat/sunat-types.ts';

const unavailable = async (): Promise<never> => {
  throw new SunatUnavailable('this build has no SUNAT client: pass one to buildApp (sunatTransport)');
};

/**
 * The transport of a build given none: every call is "SUNAT unavailable", so records wait and are
 * retried, then `failed`, and a resend sends them once a real client is wired.
 */
export const unconfiguredSunatTransport: SunatTransport = {
  sendBill: unavailable,
  sendSummary: unavailable,
  getStatus: unavailable,
  getStatusCdr: unavailable,
  sendDespatch: unavailable,
  despatchStatus: unavailable,
};
