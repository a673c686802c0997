import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeSunat } from '../../../../test/support/fake-sunat.ts';
import {
  documentZip,
  FAKE_SUNAT_CREDENTIALS,
  startTestSunat,
} from '../../../../test/support/fake-sunat-account.ts';
import { SUNAT_ENDPOINTS } from './sunat-endpoints.ts';
import { createSunatTransport } from './sunat-transport.ts';
import { type SunatAnswer, type SunatCdr, SunatUnavailable } from './sunat-types.ts';

const sol = FAKE_SUNAT_CREDENTIALS;
const transport = createSunatTransport({ timeoutMs: 5_000 });
let sunat: FakeSunat;

beforeAll(async () => {
  sunat = await startTestSunat();
});
afterAll(() => sunat.close());

/** Sends factura F001-{n} through the real client. */
const sendInvoice = async (n: number, client = transport) => {
  const fileName = `20100000001-01-F001-${n}`;
  return client.sendBill(sunat.endpoints, sol, fileName, await documentZip(fileName, 'Invoice', `F001-${n}`));
};

const cdrOf = (answer: SunatAnswer): SunatCdr & { outcome: string } => {
  if (answer.kind !== 'cdr') throw new Error(`expected a CDR, got ${JSON.stringify(answer)}`);
  return { ...answer.cdr, outcome: answer.outcome };
};

describe('billService sendBill against the local SUNAT', () => {
  it('reads an accepted CDR and the local SUNAT records what it received', async () => {
    sunat.behave({ kind: 'accept' });
    const cdr = cdrOf(await sendInvoice(1));
    expect(cdr).toMatchObject({
      outcome: 'accepted',
      code: '0',
      description: 'La Factura numero F001-1, ha sido aceptada',
      notes: [],
    });
    expect(cdr.zip.subarray(0, 2).toString()).toBe('PK');
    const receipt = sunat.receipts.find((r) => r.fileName === '20100000001-01-F001-1');
    expect(receipt).toMatchObject({ service: 'sendBill', documentType: 'Invoice', payableAmount: '118.00' });
    expect(receipt?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads the observations of an accepted document as observed', async () => {
    sunat.behave({
      kind: 'observe',
      notes: ['4252 - El dato ingresado como atributo @listName es incorrecto.'],
    });
    const cdr = cdrOf(await sendInvoice(2));
    expect(cdr.outcome).toBe('observed');
    expect(cdr.code).toBe('0');
    expect(cdr.notes).toEqual(['4252 - El dato ingresado como atributo @listName es incorrecto.']);
  });

  it('reads a rejection: the code and SUNAT’s text from the CDR', async () => {
    sunat.behave({ kind: 'reject', code: '2017' });
    const cdr = cdrOf(await sendInvoice(3));
    expect(cdr.outcome).toBe('rejected');
    expect(cdr.code).toBe('2017');
    expect(cdr.description).toBe(
      'CustomerAssignedAccountID - El numero de documento de identidad del recepetor debe ser  RUC',
    );
  });

  it('answers a SOAP fault with its code and text', async () => {
    sunat.behave({ kind: 'fault', code: '0130' });
    expect(await sendInvoice(4)).toEqual({
      kind: 'fault',
      code: '0130',
      description: 'El sistema no puede responder su solicitud. (No se pudo obtener el ticket de proceso)',
    });
  });

  it('answers fault 0102 for a wrong SOL password, and nothing is received', async () => {
    sunat.behave({ kind: 'accept' });
    const before = sunat.receipts.length;
    const fileName = '20100000001-01-F001-5';
    const answer = await transport.sendBill(
      sunat.endpoints,
      { ...sol, password: 'wrong' },
      fileName,
      await documentZip(fileName, 'Invoice', 'F001-5'),
    );
    expect(answer).toEqual({ kind: 'fault', code: '0102', description: 'Usuario o contraseña incorrectos' });
    expect(sunat.receipts.length).toBe(before);
  });

  it('throws SunatUnavailable when SUNAT does not answer in time or cannot be reached', async () => {
    sunat.behave({ kind: 'slow', ms: 600 }, { times: 1 });
    const impatient = createSunatTransport({ timeoutMs: 100 });
    await expect(sendInvoice(6, impatient)).rejects.toThrow(SunatUnavailable);
    const closed = { ...sunat.endpoints, billService: 'http://127.0.0.1:9/ol-ti-itcpfegem-beta/billService' };
    await expect(transport.sendBill(closed, sol, 'x', Buffer.from(''))).rejects.toThrow(SunatUnavailable);
  });

  it('a document sent again after a lost answer: fault 1033, then getStatusCdr gives the first CDR', async () => {
    sunat.behave({ kind: 'slow', ms: 600 }, { times: 1 });
    const impatient = createSunatTransport({ timeoutMs: 100 });
    await expect(sendInvoice(7, impatient)).rejects.toThrow(SunatUnavailable);
    sunat.behave({ kind: 'accept' });
    expect(await sendInvoice(7)).toMatchObject({ kind: 'fault', code: '1033' });
    const cdr = await transport.getStatusCdr(sunat.endpoints, sol, { type: '01', series: 'F001', number: 7 });
    expect(cdr).toMatchObject({ code: '0', description: 'La Factura numero F001-7, ha sido aceptada' });
    const received = sunat.receipts.filter((r) => r.fileName === '20100000001-01-F001-7');
    expect(received).toHaveLength(2);
    expect(received[0]?.hash).toBe(received[1]?.hash);
  });

  it('getStatusCdr answers null for a document SUNAT does not hold, or without a consult service', async () => {
    const key = { type: '01', series: 'F001', number: 999 };
    expect(await transport.getStatusCdr(sunat.endpoints, sol, key)).toBeNull();
    const beta = { ...sunat.endpoints, billConsultService: undefined };
    expect(await transport.getStatusCdr(beta, sol, { ...key, number: 1 })).toBeNull();
    expect(SUNAT_ENDPOINTS.beta.billConsultService).toBeUndefined();
  });

  it('getStatusCdr throws SunatUnavailable on a fault: it says nothing about the document', async () => {
    const key = { type: '01', series: 'F001', number: 1 };
    await expect(transport.getStatusCdr(sunat.endpoints, { ...sol, password: 'wrong' }, key)).rejects.toThrow(
      /0102/,
    );
  });
});

describe('billService sendSummary and getStatus against the local SUNAT', () => {
  const sendVoided = async (n: number) => {
    const fileName = `20100000001-RA-20261129-${n}`;
    return transport.sendSummary(
      sunat.endpoints,
      sol,
      fileName,
      await documentZip(fileName, 'VoidedDocuments', `RA-20261129-${n}`),
    );
  };

  it('gives a ticket, then in process once, then the CDR', async () => {
    sunat.behave({ kind: 'accept' });
    const sent = await sendVoided(1);
    if (sent.kind !== 'ticket') throw new Error(`expected a ticket, got ${JSON.stringify(sent)}`);
    expect(await transport.getStatus(sunat.endpoints, sol, sent.ticket)).toEqual({ kind: 'pending' });
    const cdr = cdrOf(await transport.getStatus(sunat.endpoints, sol, sent.ticket));
    expect(cdr).toMatchObject({ outcome: 'accepted', code: '0' });
    expect(cdr.description).toContain('RA-20261129-1');
  });

  it('a rejected summary comes back as a rejected CDR (statusCode 99)', async () => {
    sunat.behave({ kind: 'reject', code: '2800' });
    const sent = await sendVoided(2);
    if (sent.kind !== 'ticket') throw new Error('expected a ticket');
    await transport.getStatus(sunat.endpoints, sol, sent.ticket);
    expect(cdrOf(await transport.getStatus(sunat.endpoints, sol, sent.ticket))).toMatchObject({
      outcome: 'rejected',
      code: '2800',
    });
  });

  it('an unknown ticket is fault 0127; a fault on sending gives no ticket', async () => {
    expect(await transport.getStatus(sunat.endpoints, sol, '999')).toMatchObject({
      kind: 'fault',
      code: '0127',
    });
    sunat.behave({ kind: 'fault', code: '0109' }, { times: 1 });
    expect(await sendVoided(3)).toMatchObject({ kind: 'fault', code: '0109' });
  });
});
