/** The local SUNAT's GRE REST side: api-seguridad's token and api-cpe's comprobantes and envios. */
import { createHash } from 'node:crypto';
import { openDocument, textOf } from './fake-sunat-protocol.ts';
import type { Reply } from './fake-sunat-soap.ts';
import type { FakeState, Settled } from './fake-sunat-state.ts';

const JSON_TYPE = 'application/json';
const json = (status: number, value: unknown, delayMs = 0): Reply => ({
  status,
  type: JSON_TYPE,
  body: JSON.stringify(value),
  delayMs,
});
const invalid = (cod: string) =>
  json(422, { cod: '422', msg: 'Unprocessable Entity', errors: [{ cod, msg: textOf(cod) }] });
const SCOPE = 'https://api-cpe.sunat.gob.pe';

/** `POST /v1/clientessol/{client_id}/oauth2/token/`, password grant. */
export const tokenReply = (state: FakeState, clientId: string, body: string): Reply => {
  const form = new URLSearchParams(body);
  const { ruc, solUser, solPassword, clientId: id, clientSecret } = state.options;
  const valid =
    clientId === id &&
    form.get('grant_type') === 'password' &&
    form.get('scope') === SCOPE &&
    form.get('client_id') === id &&
    form.get('client_secret') === clientSecret &&
    form.get('username') === `${ruc}${solUser}` &&
    form.get('password') === solPassword;
  if (!valid) return json(401, { error: 'invalid_client', error_description: 'cliente no autorizado' });
  state.tokensIssued += 1;
  const token = `fake-sunat-token-${state.tokensIssued}`;
  state.tokens.add(token);
  return json(200, { access_token: token, token_type: 'JWT', expires_in: 3600 });
};

const authorized = (state: FakeState, header: string | undefined) =>
  state.tokens.has((header ?? '').replace(/^Bearer /, ''));
const unauthorized = () => json(401, { cod: '401', msg: 'No autorizado' });

/** The QR address SUNAT's GRE CDR carries (cbc:DocumentDescription), one per document. */
const qrUrlOf = (fileName: string) =>
  `https://e-factura.sunat.gob.pe/v1/contribuyente/gre/comprobantes/descargaqr?hashqr=${createHash('sha256')
    .update(fileName)
    .digest('base64url')}`;

/** `POST /v1/contribuyente/gem/comprobantes/{fileName}` with `{archivo: {nomArchivo, arcGreZip, hashZip}}`. */
export const sendReply = async (
  state: FakeState,
  fileName: string,
  authorization: string | undefined,
  body: string,
): Promise<Reply> => {
  if (!authorized(state, authorization)) return unauthorized();
  let archivo: { nomArchivo?: unknown; arcGreZip?: unknown; hashZip?: unknown } = {};
  try {
    archivo = (JSON.parse(body) as { archivo?: typeof archivo }).archivo ?? {};
  } catch {
    return json(400, { cod: '400', msg: 'Bad Request' });
  }
  if (archivo.nomArchivo !== `${fileName}.zip`) return invalid('0151');
  if (!fileName.startsWith(`${state.options.ruc}-`)) return invalid('0154');
  const zip = Buffer.from(typeof archivo.arcGreZip === 'string' ? archivo.arcGreZip : '', 'base64');
  if (archivo.hashZip !== createHash('sha256').update(zip).digest('hex')) return invalid('0156');
  const opened = await openDocument(fileName, zip);
  if ('error' in opened) return invalid(opened.error);
  const { document } = opened;
  state.receipts.push({
    service: 'gre',
    fileName,
    documentType: document.root,
    documentId: document.id,
    payableAmount: document.payableAmount,
    hash: document.hash,
    at: state.now(),
  });
  const taken = state.take();
  // A guía SUNAT already took, sent again, is processed and refused with 1033, without CDR.
  const duplicate = state.guides.has(fileName);
  const behaviour: Settled = duplicate ? { kind: 'fault', code: '1033' } : taken.behaviour;
  if (behaviour.kind === 'accept' || behaviour.kind === 'observe') state.guides.add(fileName);
  const ticket = state.nextTicket(true);
  state.tickets.set(ticket, { fileName, documentId: document.id, behaviour, polls: 0 });
  const { delayMs } = taken;
  return json(200, { numTicket: ticket, fecRecepcion: state.now().toISOString() }, delayMs);
};

/** `GET /v1/contribuyente/gem/comprobantes/envios/{numTicket}`: 98 once, then 0 or 99. */
export const statusReply = async (state: FakeState, ticketId: string, authorization: string | undefined) => {
  if (!authorized(state, authorization)) return unauthorized();
  const ticket = state.tickets.get(ticketId);
  if (!ticket) return json(404, { cod: '0127', msg: textOf('0127') });
  ticket.polls += 1;
  if (ticket.polls === 1 && state.options.ticketsPendingOnce !== false)
    return json(200, { codRespuesta: '98' });
  const { behaviour } = ticket;
  if (behaviour.kind === 'fault') {
    const error = { numError: behaviour.code, desError: behaviour.description ?? textOf(behaviour.code) };
    return json(200, { codRespuesta: '99', error, indCdrGenerado: '0' });
  }
  ticket.cdr ??= await state.cdrFor(ticket.fileName, ticket.documentId, behaviour, qrUrlOf(ticket.fileName));
  const arcCdr = ticket.cdr.toString('base64');
  if (behaviour.kind === 'reject') {
    const error = { numError: behaviour.code, desError: behaviour.description ?? textOf(behaviour.code) };
    return json(200, { codRespuesta: '99', error, arcCdr, indCdrGenerado: '1' });
  }
  return json(200, { codRespuesta: '0', arcCdr, indCdrGenerado: '1' });
};
