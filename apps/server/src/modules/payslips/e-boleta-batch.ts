import { SECTION_IDS } from '@zerg/shared';
import type { Db } from '../../db/client.ts';
import { type BatchHandler, BatchItemSkipped } from '../../platform/batches/index.ts';
import { slipRoster } from '../payroll/index.ts';
import { type DeliveryDeps, deliverSlip, deliveryAddresses } from './e-boleta-delivery.ts';
import { loadSlipDocuments, type SlipDocument } from './payslip.repository.ts';
import { rosterLabel } from './payslip-batch.ts';
import { type PayslipDelivery, runDeliveriesBySlip } from './payslip-delivery.repository.ts';
import { type CompanySigning, validSigning } from './signing-certificate.ts';

/** What `POST payslip/send` hands the batch: the run, who started it, and an area chief's area. */
export type EBoletaParams = {
  runId: number;
  companyId: number;
  areaId: number | null;
  userId: number;
  ip: string;
  requestId: string;
};

type Prepared = {
  key: string;
  slips: Map<number, SlipDocument>;
  addresses: Map<number, string | null>;
  deliveries: Map<number, PayslipDelivery>;
};

/** The certificate read once per batch and company, not decrypted again for each of 1,000 slips. */
const CACHE_MS = 60_000;

/**
 * The 'e-boletas' document batch: one item per slip of the run (of the area, for an area chief),
 * each signed, stored, recorded and mailed by `deliverSlip`. A worker without an address is listed
 * as EMPLOYEE_EMAIL_MISSING and the run goes on; the archive holds every signed boleta.
 */
export const eBoletaBatchHandler = (deps: DeliveryDeps): BatchHandler => {
  let cached: { companyId: number; at: number; signing: CompanySigning } | null = null;
  let prepared: Prepared | null = null;
  /**
   * The run's slips, addresses and deliveries read in a few set queries when a batch begins (its
   * first item), not a handful of queries per slip; the transaction of each slip still re-reads its
   * delivery under lock, so nothing stale is acted upon.
   */
  const preparedFor = async (db: Db, params: EBoletaParams): Promise<Prepared> => {
    const key = `${params.requestId}:${params.runId}`;
    if (prepared?.key === key) return prepared;
    const slips = await loadSlipDocuments(db, { runId: params.runId });
    prepared = {
      key,
      slips: new Map(slips.map((s) => [s.id, s])),
      addresses: await deliveryAddresses(
        db,
        slips.map((s) => s.employeeId),
      ),
      deliveries: await runDeliveriesBySlip(db, params.runId),
    };
    return prepared;
  };
  const signingOf = async (db: Db, companyId: number) => {
    const now = Date.now();
    if (!cached || cached.companyId !== companyId || now - cached.at > CACHE_MS)
      cached = { companyId, at: now, signing: await validSigning(db, companyId) };
    return cached.signing;
  };
  return {
    section: SECTION_IDS.PAYROLL,
    items: async (db, raw) => {
      const params = raw as EBoletaParams;
      const rows = await slipRoster(db, { runIds: [params.runId], areaId: params.areaId ?? undefined });
      return rows.map((r) => ({ key: String(r.id), label: rosterLabel(r) }));
    },
    process: async (db, raw, item) => {
      const params = raw as EBoletaParams;
      const run = await preparedFor(db, params);
      const slip = run.slips.get(Number(item.key));
      if (!slip) throw new BatchItemSkipped('NOT_FOUND');
      const signing = await signingOf(db, params.companyId);
      const result = await deliverSlip(
        deps,
        slip,
        signing.certificate,
        { userId: params.userId, ip: params.ip, requestId: params.requestId },
        {
          resend: false,
          known: run.deliveries.get(slip.id) ?? null,
          address: run.addresses.get(slip.employeeId) ?? null,
        },
      );
      if (result.state === 'no_email') throw new BatchItemSkipped('EMPLOYEE_EMAIL_MISSING');
      return { fileName: result.fileName, data: result.data };
    },
    archiveName: (raw) => `boletas-firmadas-${(raw as EBoletaParams).runId}.zip`,
  };
};
