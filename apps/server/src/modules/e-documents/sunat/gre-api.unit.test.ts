import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeSunat } from '../../../../test/support/fake-sunat.ts';
import {
  documentZip,
  FAKE_SUNAT_CREDENTIALS,
  startTestSunat,
} from '../../../../test/support/fake-sunat-account.ts';
import { readCdrQrUrl } from './cdr.ts';
import { createGreApi } from './gre-api.ts';
import { createSunatTransport } from './sunat-transport.ts';
import type { SunatAnswer } from './sunat-types.ts';

const gre = FAKE_SUNAT_CREDENTIALS;
let sunat: FakeSunat;

beforeAll(async () => {
  sunat = await startTestSunat();
});
afterAll(() => sunat.close());

const guide = async (n: number) => {
  const fileName = `20100000001-31-V001-${n}`;
  return { fileName, zip: await documentZip(fileName, 'DespatchAdvice', `V001-${n}`) };
};

const ticketOf = (answer: SunatAnswer): string => {
  if (answer.kind !== 'ticket') throw new Error(`expected a ticket, got ${JSON.stringify(answer)}`);
  return answer.ticket;
};

describe('GRE REST API against the local SUNAT', () => {
  it('asks one token for several guías, then ticket → in process → CDR with the QR address', async () => {
    sunat.behave({ kind: 'accept' });
    const transport = createSunatTransport({ timeoutMs: 5_000 });
    const issued = sunat.tokensIssued();
    const first = await guide(1);
    const second = await guide(2);
    const ticket = ticketOf(await transport.sendDespatch(sunat.endpoints, gre, first.fileName, first.zip));
    ticketOf(await transport.sendDespatch(sunat.endpoints, gre, second.fileName, second.zip));
    expect(sunat.tokensIssued() - issued).toBe(1);

    expect(await transport.despatchStatus(sunat.endpoints, gre, ticket)).toEqual({ kind: 'pending' });
    const done = await transport.despatchStatus(sunat.endpoints, gre, ticket);
    if (done.kind !== 'cdr') throw new Error(`expected a CDR, got ${JSON.stringify(done)}`);
    expect(done.outcome).toBe('accepted');
    expect(done.cdr.code).toBe('0');
    expect(await readCdrQrUrl(done.cdr.zip)).toMatch(
      /^https:\/\/e-factura\.sunat\.gob\.pe\/v1\/contribuyente\/gre\/comprobantes\/descargaqr\?hashqr=/,
    );
    const receipt = sunat.receipts.find((r) => r.fileName === first.fileName);
    expect(receipt).toMatchObject({ service: 'gre', documentType: 'DespatchAdvice', documentId: 'V001-1' });
  });

  it('asks a new token once the kept one expires', async () => {
    let clock = Date.UTC(2026, 10, 29, 12);
    const api = createGreApi({ timeoutMs: 5_000, now: () => clock });
    const issued = sunat.tokensIssued();
    const a = await guide(3);
    ticketOf(await api.sendDespatch(sunat.endpoints, gre, a.fileName, a.zip));
    clock += 30 * 60_000;
    const b = await guide(4);
    ticketOf(await api.sendDespatch(sunat.endpoints, gre, b.fileName, b.zip));
    expect(sunat.tokensIssued() - issued).toBe(1);
    // The token lives 3600 s; the client renews it a minute early.
    clock += 29 * 60_000 + 1;
    const c = await guide(5);
    ticketOf(await api.sendDespatch(sunat.endpoints, gre, c.fileName, c.zip));
    expect(sunat.tokensIssued() - issued).toBe(2);
  });

  it('asks a new token once when SUNAT refuses the kept one (401)', async () => {
    sunat.behave({ kind: 'accept' });
    const transport = createSunatTransport({ timeoutMs: 5_000 });
    const a = await guide(10);
    const ticket = ticketOf(await transport.sendDespatch(sunat.endpoints, gre, a.fileName, a.zip));
    const issued = sunat.tokensIssued();
    sunat.revokeTokens();
    expect(await transport.despatchStatus(sunat.endpoints, gre, ticket)).toEqual({ kind: 'pending' });
    expect(sunat.tokensIssued() - issued).toBe(1);
  });

  it('a rejected guía: codRespuesta 99 with its CDR reads as rejected, without QR', async () => {
    sunat.behave({ kind: 'reject', code: '2800' }, { times: 1 });
    const transport = createSunatTransport({ timeoutMs: 5_000 });
    const g = await guide(6);
    const ticket = ticketOf(await transport.sendDespatch(sunat.endpoints, gre, g.fileName, g.zip));
    await transport.despatchStatus(sunat.endpoints, gre, ticket);
    const done = await transport.despatchStatus(sunat.endpoints, gre, ticket);
    if (done.kind !== 'cdr') throw new Error(`expected a CDR, got ${JSON.stringify(done)}`);
    expect(done.outcome).toBe('rejected');
    expect(done.cdr.code).toBe('2800');
    expect(done.cdr.description).toBe(
      'El dato ingresado en el tipo de documento de identidad del receptor no esta permitido.',
    );
    expect(await readCdrQrUrl(done.cdr.zip)).toBeNull();
  });

  it('codRespuesta 99 without CDR is a fault with numError and desError', async () => {
    sunat.behave({ kind: 'fault', code: '0109' }, { times: 1 });
    const transport = createSunatTransport({ timeoutMs: 5_000 });
    const g = await guide(7);
    const ticket = ticketOf(await transport.sendDespatch(sunat.endpoints, gre, g.fileName, g.zip));
    await transport.despatchStatus(sunat.endpoints, gre, ticket);
    expect(await transport.despatchStatus(sunat.endpoints, gre, ticket)).toEqual({
      kind: 'fault',
      code: '0109',
      description:
        'El sistema no puede responder su solicitud. (El servicio de autenticación no está disponible)',
    });
  });

  it('a guía SUNAT already took, sent again: 99 with error 1033, and both sends are on record', async () => {
    sunat.behave({ kind: 'accept' });
    const transport = createSunatTransport({ timeoutMs: 5_000 });
    const g = await guide(11);
    ticketOf(await transport.sendDespatch(sunat.endpoints, gre, g.fileName, g.zip));
    const again = ticketOf(await transport.sendDespatch(sunat.endpoints, gre, g.fileName, g.zip));
    await transport.despatchStatus(sunat.endpoints, gre, again);
    expect(await transport.despatchStatus(sunat.endpoints, gre, again)).toEqual({
      kind: 'fault',
      code: '1033',
      description: 'El comprobante fue registrado previamente con otros datos',
    });
    expect(sunat.receipts.filter((r) => r.fileName === g.fileName)).toHaveLength(2);
  });

  it('wrong client credentials are refused (401) and nothing is sent', async () => {
    const transport = createSunatTransport({ timeoutMs: 5_000 });
    const before = sunat.receipts.length;
    const g = await guide(8);
    const answer = await transport.sendDespatch(
      sunat.endpoints,
      { ...gre, clientSecret: 'wrong' },
      g.fileName,
      g.zip,
    );
    expect(answer).toEqual({ kind: 'fault', code: 'invalid_client', description: 'cliente no autorizado' });
    expect(sunat.receipts.length).toBe(before);
  });

  it('a time-out on sending is SunatUnavailable', async () => {
    sunat.behave({ kind: 'slow', ms: 600 }, { times: 1 });
    const transport = createSunatTransport({ timeoutMs: 150 });
    const g = await guide(9);
    await expect(transport.sendDespatch(sunat.endpoints, gre, g.fileName, g.zip)).rejects.toMatchObject({
      name: 'SunatUnavailable',
    });
  });
});
