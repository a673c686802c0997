/**
 * SUNAT's SOAP services (SEE – Del contribuyente): billService (sendBill, sendSummary, getStatus)
 * and billConsultService (getStatusCdr), document/literal SOAP 1.1 with a WS-Security
 * UsernameToken whose user is the RUC followed by the SOL user. Message shapes as in SUNAT's WSDL
 * (billService.wsdl, billConsultService.wsdl; copies in thegreenter/greenter,
 * packages/ws/src/Resources/wsdl).
 */
import type { Node } from '@xmldom/xmldom';
import { create } from 'xmlbuilder2';
import { CdrUnreadable, cdrAnswer, readCdr } from './cdr.ts';
import { exchange, hostOf, unexpected } from './sunat-http.ts';
import {
  type SolCredentials,
  type SunatAnswer,
  type SunatCdr,
  type SunatDocumentKey,
  type SunatEndpoints,
  SunatUnavailable,
} from './sunat-types.ts';
import { localText, nodes, parseXml } from './xml-read.ts';

const SOAP_NS = {
  soapenv: 'http://schemas.xmlsoap.org/soap/envelope/',
  ser: 'http://service.sunat.gob.pe',
  wsse: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd',
} as const;
const PASSWORD_TEXT =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText';

type Operation = 'sendBill' | 'sendSummary' | 'getStatus' | 'getStatusCdr';
type Fault = Extract<SunatAnswer, { kind: 'fault' }>;

/** The request: the operation's parameters are unqualified elements, as the WSDL's schema has them. */
const envelope = (sol: SolCredentials, operation: Operation, params: [string, string][]): string => {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(SOAP_NS.soapenv, 'soapenv:Envelope', {
    'xmlns:ser': SOAP_NS.ser,
    'xmlns:wsse': SOAP_NS.wsse,
  });
  const token = root
    .ele(SOAP_NS.soapenv, 'soapenv:Header')
    .ele(SOAP_NS.wsse, 'wsse:Security')
    .ele(SOAP_NS.wsse, 'wsse:UsernameToken');
  token.ele(SOAP_NS.wsse, 'wsse:Username').txt(`${sol.ruc}${sol.user}`);
  token.ele(SOAP_NS.wsse, 'wsse:Password', { Type: PASSWORD_TEXT }).txt(sol.password);
  const call = root.ele(SOAP_NS.soapenv, 'soapenv:Body').ele(SOAP_NS.ser, `ser:${operation}`);
  for (const [name, value] of params) call.ele(name).txt(value);
  return root.end();
};

/**
 * A SOAP fault's code: SUNAT writes it in faultcode (`soap-env:Client.0102`, `ns0:0306`) or, for
 * some errors, only in faultstring; its text is faultstring, or the detail's message when
 * faultstring is the bare code.
 */
const faultOf = (fault: Node): Fault => {
  const faultcode = localText('faultcode', fault);
  const faultstring = localText('faultstring', fault);
  const digits = (s: string) => s.match(/\d+/)?.[0] ?? '';
  const code = digits(faultcode) || digits(faultstring) || faultcode;
  const bare = faultstring === '' || faultstring === code;
  const description = bare ? localText('message', fault) || faultstring : faultstring;
  return { kind: 'fault', code, description };
};

type SoapResult = { fault: Fault } | { body: Node };

const call = async (
  url: string,
  sol: SolCredentials,
  operation: Operation,
  params: [string, string][],
  timeoutMs: number,
): Promise<SoapResult> => {
  const response = await exchange(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `urn:${operation}` },
      body: envelope(sol, operation, params),
    },
    timeoutMs,
  );
  let document: Node;
  try {
    document = parseXml(response.body);
  } catch {
    throw unexpected(url, response);
  }
  const fault = nodes("//*[local-name()='Fault']", document)[0];
  if (fault) return { fault: faultOf(fault) };
  if (response.status !== 200) throw unexpected(url, response);
  return { body: document };
};

/** A CDR SUNAT sent back; one that cannot be read is a broken answer, asked again later. */
const cdrOf = async (url: string, base64: string): Promise<SunatCdr> => {
  try {
    return await readCdr(Buffer.from(base64, 'base64'));
  } catch (error) {
    if (error instanceof CdrUnreadable) throw new SunatUnavailable(`${hostOf(url)}: ${error.message}`);
    throw error;
  }
};

const missing = (url: string, what: string) =>
  new SunatUnavailable(`${hostOf(url)} answered without ${what}`);

/** sendBill and sendSummary take the same two parts: the zip's name and its bytes in base64. */
const sendZip = (
  url: string,
  sol: SolCredentials,
  operation: 'sendBill' | 'sendSummary',
  fileName: string,
  zip: Buffer,
  timeoutMs: number,
) =>
  call(
    url,
    sol,
    operation,
    [
      ['fileName', `${fileName}.zip`],
      ['contentFile', zip.toString('base64')],
    ],
    timeoutMs,
  );

export const sendBill = async (
  endpoints: SunatEndpoints,
  sol: SolCredentials,
  fileName: string,
  zip: Buffer,
  timeoutMs: number,
): Promise<SunatAnswer> => {
  const url = endpoints.billService;
  const result = await sendZip(url, sol, 'sendBill', fileName, zip, timeoutMs);
  if ('fault' in result) return result.fault;
  const content = localText('applicationResponse', result.body);
  if (content === '') throw missing(url, 'applicationResponse');
  return cdrAnswer(await cdrOf(url, content));
};

export const sendSummary = async (
  endpoints: SunatEndpoints,
  sol: SolCredentials,
  fileName: string,
  zip: Buffer,
  timeoutMs: number,
): Promise<SunatAnswer> => {
  const url = endpoints.billService;
  const result = await sendZip(url, sol, 'sendSummary', fileName, zip, timeoutMs);
  if ('fault' in result) return result.fault;
  const ticket = localText('ticket', result.body);
  if (ticket === '') throw missing(url, 'ticket');
  return { kind: 'ticket', ticket };
};

/** statusCode 98: still in process; 0 and 99: processed, the CDR (accepted or rejected) in content. */
export const getStatus = async (
  endpoints: SunatEndpoints,
  sol: SolCredentials,
  ticket: string,
  timeoutMs: number,
): Promise<SunatAnswer> => {
  const url = endpoints.billService;
  const result = await call(url, sol, 'getStatus', [['ticket', ticket]], timeoutMs);
  if ('fault' in result) return result.fault;
  const statusCode = localText('statusCode', result.body);
  if (statusCode === '98') return { kind: 'pending' };
  const content = localText('content', result.body);
  if (content !== '') return cdrAnswer(await cdrOf(url, content));
  if (statusCode === '') throw missing(url, 'statusCode');
  return { kind: 'fault', code: statusCode, description: localText('statusMessage', result.body) };
};

/**
 * The CDR SUNAT holds for a document, or null when it has none (no consult service in beta, or
 * statusCode without content). A fault (wrong credentials, service down) says nothing about the
 * document: it is thrown as `SunatUnavailable`, so the caller asks again later rather than
 * concluding SUNAT never received it.
 */
export const getStatusCdr = async (
  endpoints: SunatEndpoints,
  sol: SolCredentials,
  key: SunatDocumentKey,
  timeoutMs: number,
): Promise<SunatCdr | null> => {
  const url = endpoints.billConsultService;
  if (!url) return null;
  const params: [string, string][] = [
    ['rucComprobante', sol.ruc],
    ['tipoComprobante', key.type],
    ['serieComprobante', key.series],
    ['numeroComprobante', String(key.number)],
  ];
  const result = await call(url, sol, 'getStatusCdr', params, timeoutMs);
  if ('fault' in result) {
    const { code, description } = result.fault;
    throw new SunatUnavailable(`${hostOf(url)}: fault ${code} ${description}`);
  }
  const content = localText('content', result.body);
  return content === '' ? null : cdrOf(url, content);
};
