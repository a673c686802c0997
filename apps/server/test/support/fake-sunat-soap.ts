/** The local SUNAT's SOAP side: billService (sendBill, sendSummary, getStatus) and billConsultService. */
import { openDocument, readSoapRequest, soapAnswer, soapFault, textOf } from './fake-sunat-protocol.ts';
import type { FakeState } from './fake-sunat-state.ts';

export type Reply = { status: number; type: string; body: string; delayMs?: number };

const XML = 'text/xml; charset=utf-8';
const fault = (code: string, description?: string, delayMs = 0): Reply => ({
  status: 500,
  type: XML,
  body: soapFault(code, description),
  delayMs,
});
const ok = (body: string, delayMs = 0): Reply => ({ status: 200, type: XML, body, delayMs });

/** `20100000001-01-F001-1` names document F001-1; a summary `20100000001-RA-20261129-1`, RA-20261129-1. */
const idInName = (fileName: string) => {
  const parts = fileName.split('-');
  return parts.slice(/^R[ACR]$/.test(parts[1] ?? '') ? 1 : 2).join('-');
};

type Received = { error: Reply } | { fileName: string; documentId: string };

const receive = async (
  state: FakeState,
  service: 'sendBill' | 'sendSummary',
  params: Record<string, string>,
): Promise<Received> => {
  const fileName = (params.fileName ?? '').replace(/\.zip$/i, '');
  if (!/^\d{11}-[0-9A-Z]{2}-[0-9A-Z]+-\d+$/.test(fileName)) return { error: fault('0151') };
  if (!fileName.startsWith(`${state.options.ruc}-`)) return { error: fault('0154') };
  const opened = await openDocument(fileName, Buffer.from(params.contentFile ?? '', 'base64'));
  if ('error' in opened) return { error: fault(opened.error) };
  const { document } = opened;
  if (document.id !== idInName(fileName)) return { error: fault('1036') };
  state.receipts.push({
    service,
    fileName,
    documentType: document.root,
    documentId: document.id,
    payableAmount: document.payableAmount,
    hash: document.hash,
    at: state.now(),
  });
  return { fileName, documentId: document.id };
};

const sendBill = async (state: FakeState, params: Record<string, string>): Promise<Reply> => {
  const received = await receive(state, 'sendBill', params);
  if ('error' in received) return received.error;
  const { delayMs, behaviour } = state.take();
  if (behaviour.kind === 'fault') return fault(behaviour.code, behaviour.description, delayMs);
  // SUNAT keeps the first document under a number: sent again, it refuses it and the consult
  // service gives the first one's CDR.
  if (state.cdrs.get(received.fileName)?.registered) return fault('1033', undefined, delayMs);
  const zip = await state.cdrFor(received.fileName, received.documentId, behaviour);
  state.cdrs.set(received.fileName, { zip, registered: behaviour.kind !== 'reject' });
  return ok(soapAnswer('sendBill', [['applicationResponse', zip.toString('base64')]]), delayMs);
};

const sendSummary = async (state: FakeState, params: Record<string, string>): Promise<Reply> => {
  const received = await receive(state, 'sendSummary', params);
  if ('error' in received) return received.error;
  const { delayMs, behaviour } = state.take();
  if (behaviour.kind === 'fault') return fault(behaviour.code, behaviour.description, delayMs);
  const ticket = state.nextTicket(false);
  state.tickets.set(ticket, { ...received, behaviour, polls: 0 });
  return ok(soapAnswer('sendSummary', [['ticket', ticket]]), delayMs);
};

/** 98 on the first question, then 0 (accepted) or 99 (rejected) with the CDR. */
const getStatus = async (state: FakeState, params: Record<string, string>): Promise<Reply> => {
  const ticket = state.tickets.get(params.ticket ?? '');
  if (!ticket) return fault('0127');
  ticket.polls += 1;
  if (ticket.polls === 1 && state.options.ticketsPendingOnce !== false)
    return ok(soapAnswer('getStatus', [['statusCode', '98']], 'status'));
  ticket.cdr ??= await state.cdrFor(ticket.fileName, ticket.documentId, ticket.behaviour);
  const code = ticket.behaviour.kind === 'reject' ? '99' : '0';
  return ok(
    soapAnswer(
      'getStatus',
      [
        ['content', ticket.cdr.toString('base64')],
        ['statusCode', code],
      ],
      'status',
    ),
  );
};

const getStatusCdr = async (state: FakeState, params: Record<string, string>): Promise<Reply> => {
  const { rucComprobante, tipoComprobante, serieComprobante, numeroComprobante } = params;
  const stored = state.cdrs.get(
    `${rucComprobante}-${tipoComprobante}-${serieComprobante}-${numeroComprobante}`,
  );
  const children: [string, string][] = stored
    ? [
        ['content', stored.zip.toString('base64')],
        ['statusCode', '0004'],
        ['statusMessage', 'La constancia existe'],
      ]
    : [
        ['statusCode', '0011'],
        ['statusMessage', 'El comprobante de pago electrónico no existe'],
      ];
  return ok(soapAnswer('getStatusCdr', children, 'statusCdr'));
};

/** One SOAP request to billService (`consult` false) or billConsultService. */
export const soapReply = async (state: FakeState, body: string, consult: boolean): Promise<Reply> => {
  const request = readSoapRequest(body);
  if (!request) return fault('0306', 'No se puede leer (parsear) el mensaje SOAP');
  const { ruc, solUser, solPassword } = state.options;
  if (request.username !== `${ruc}${solUser}` || request.password !== solPassword) return fault('0102');
  if (consult) {
    return request.operation === 'getStatusCdr'
      ? getStatusCdr(state, request.params)
      : fault('0100', `${textOf('0100')}: ${request.operation}`);
  }
  switch (request.operation) {
    case 'sendBill':
      return sendBill(state, request.params);
    case 'sendSummary':
      return sendSummary(state, request.params);
    case 'getStatus':
      return getStatus(state, request.params);
    default:
      return fault('0100', `operation ${request.operation} not served`);
  }
};
