import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/setup/pdf-text.ts';
import type { UblDespatch } from '../e-documents/index.ts';
import { greTransportistaPdf } from './travel-order-gre-pdf.ts';

const GUIDE: UblDespatch = {
  series: 'V001',
  number: 12,
  issueDate: '2027-06-01',
  issueTime: '08:05:00',
  carrier: {
    documentType: '6',
    documentNumber: '20100000001',
    name: 'Transportes Zerg S.A.C.',
    address: { ubigeo: '150101', line: 'Av. Argentina 1234, Lima', establishmentCode: '0000' },
    mtcRegistration: '1587452CNG',
  },
  shipper: { documentType: '6', documentNumber: '20551938043', name: 'Cementos Andinos S.A.A.' },
  consignee: { documentType: '1', documentNumber: '45871236', name: 'Juana Pérez Ríos' },
  senderGuides: [{ series: 'EG01', number: 125, issuerRuc: '20551938043' }],
  transferStartDate: '2027-06-01',
  origin: { ubigeo: '150101', line: 'Av. Industrial 450' },
  destination: { ubigeo: '040101', line: 'Jr. Los Pinos 120' },
  vehicles: [{ plate: 'ABC123', authorisation: 'MTC15874' }, { plate: 'XYZ987' }],
  drivers: [
    {
      documentType: '1',
      documentNumber: '41234567',
      givenNames: 'Pedro',
      familyNames: 'Quispe Mamani',
      licence: 'Q41234567',
    },
  ],
  goods: [{ description: 'Cemento en bolsas de 42.5 kg', quantity: '600', unitCode: 'BG' }],
  grossWeight: '25.500',
  weightUnit: 'TNE',
};

const base = { despatch: GUIDE, label: 'V001-00000012', sunatCode: null, sunatDescription: null };

describe('the printed GRE transportista', () => {
  it('carries the guide and, once accepted, the QR address of its CDR', async () => {
    const url = 'https://e-factura.sunat.gob.pe/v1/contribuyente/gre/comprobantes/descargaqr?hashqr=abc';
    const pdf = await greTransportistaPdf('es', { ...base, state: 'accepted', qrUrl: url });
    if (process.env.GRE_PDF_OUT) writeFileSync(process.env.GRE_PDF_OUT, pdf);
    const text = await pdfText(pdf);
    // A long value wraps in its column, and the reader joins the pieces with spaces.
    for (const piece of [
      'Guía de remisión electrónica transportista',
      'V001-00000012',
      'Registro MTC 1587452CNG',
      'Juana Pérez Ríos · DNI 45871236',
      'ABC123',
      'MTC15874',
      'Q41234567',
      'Cemento en bolsas de 42.5 kg',
      '25.500 TNE',
      'EG01-125',
      url,
    ])
      expect(text.replaceAll(' ', '')).toContain(piece.replaceAll(' ', ''));
  });

  it("prints SUNAT's state instead of the QR before it is accepted, with the rejection's code", async () => {
    const pending = await pdfText(
      await greTransportistaPdf('en', { ...base, state: 'pending', qrUrl: null }),
    );
    expect(pending).toContain('SUNAT: pending');
    const rejected = await pdfText(
      await greTransportistaPdf('en', {
        ...base,
        state: 'rejected',
        sunatCode: '2556',
        sunatDescription: 'El número de licencia no es válido',
        qrUrl: null,
      }),
    );
    expect(rejected).toContain('SUNAT: rejected');
    expect(rejected).toContain('2556 El número de licencia no es válido');
  });
});
