import type { TSalesDocumentItem, TWorkTrip } from '@zerg/shared';
import { describe, expect, it } from 'vitest';
import { pageTotals } from './page-totals';
import { chosenTotals } from './work-trips-table';

const doc = (over: Partial<TSalesDocumentItem>): TSalesDocumentItem => ({
  id: 1,
  companyId: 1,
  companyName: 'Zerg Transportes S.A.C.',
  documentType: '01',
  seriesId: 1,
  series: 'F001',
  number: 1,
  fullNumber: 'F001-00000001',
  clientId: 1,
  clientName: 'Cementos Pacífico',
  clientDocument: '20908301669',
  state: 'issued',
  issueDate: '2026-11-29',
  dueDate: '2026-12-29',
  currency: 'PEN',
  totalAmount: '0.00',
  totalPen: '0.00',
  detractionAmountPen: '0.00',
  referenceFullNumber: null,
  createdAt: '2026-11-29T15:00:00Z',
  sunat: null,
  ...over,
});

describe('the list page’s totals', () => {
  it('add what was issued per currency, take credit notes off and leave drafts and voided documents out', () => {
    const totals = pageTotals([
      doc({ totalAmount: '1180.00' }),
      doc({ totalAmount: '590.10', state: 'paid' }),
      doc({ documentType: '07', totalAmount: '100.05' }),
      doc({ documentType: '08', totalAmount: '11.80' }),
      doc({ totalAmount: '999.00', state: 'draft' }),
      doc({ totalAmount: '500.00', state: 'voided' }),
      doc({ currency: 'USD', totalAmount: '1947.00', state: 'partially_paid' }),
    ]);
    expect(totals).toEqual({ PEN: '1681.85', USD: '1947.00' });
  });
});

describe('the work to invoice’s totals', () => {
  it('add the chosen trips per currency', () => {
    const trip = (travelOrderId: number, currency: 'PEN' | 'USD', amount: string) =>
      ({ travelOrderId, currency, amount }) as TWorkTrip;
    const trips = [trip(1, 'PEN', '3380.00'), trip(2, 'PEN', '1200.50'), trip(3, 'USD', '1650.00')];
    expect(chosenTotals(trips, new Set([1, 2, 3]))).toEqual([
      { currency: 'PEN', amount: '4580.50' },
      { currency: 'USD', amount: '1650.00' },
    ]);
    expect(chosenTotals(trips, new Set([2]))).toEqual([{ currency: 'PEN', amount: '1200.50' }]);
    expect(chosenTotals(trips, new Set())).toEqual([]);
  });
});
