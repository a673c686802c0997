/**
 * What the local SUNAT reads and writes on the wire: SOAP 1.1 envelopes (requests with their
 * WS-Security UsernameToken, answers and faults as billService writes them), and the documents
 * inside the zips it receives.
 */
import { createHash } from 'node:crypto';
import { DOMParser, type Node, onErrorStopParsing } from '@xmldom/xmldom';
import JSZip from 'jszip';
import { create } from 'xmlbuilder2';
import xpath from 'xpath';

const SOAP_ENV = 'http://schemas.xmlsoap.org/soap/envelope/';
const SERVICE = 'http://service.sunat.gob.pe';

/** SUNAT's texts for the codes the local server answers (Manual del Programador, "Códigos de error"). */
export const SUNAT_TEXTS: Record<string, string> = {
  '0102': 'Usuario o contraseña incorrectos',
  '0109': 'El sistema no puede responder su solicitud. (El servicio de autenticación no está disponible)',
  '0127': 'El ticket no existe',
  '0130': 'El sistema no puede responder su solicitud. (No se pudo obtener el ticket de proceso)',
  '0151': 'El nombre del archivo ZIP es incorrecto',
  '0154': 'El RUC del archivo no corresponde al RUC del usuario',
  '0156': 'El archivo ZIP esta corrupto',
  '0161': 'El nombre del archivo XML no coincide con el nombre del archivo ZIP',
  '0306': 'No se puede leer (parsear) el archivo XML',
  '1033': 'El comprobante fue registrado previamente con otros datos',
  '1036':
    'Número de documento en el nombre del archivo no coincide con el consignado en el contenido del XML',
  '2017': 'CustomerAssignedAccountID - El numero de documento de identidad del recepetor debe ser  RUC',
  '2800': 'El dato ingresado en el tipo de documento de identidad del receptor no esta permitido.',
};

export const textOf = (code: string): string => SUNAT_TEXTS[code] ?? `Error ${code}`;

const select = xpath.useNamespaces({
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
});
type XpathNode = Parameters<typeof select>[1];
const first = (expression: string, node: Node): string => {
  const found = select(expression, node as unknown as XpathNode);
  const hit = Array.isArray(found) ? (found[0] as unknown as Node | undefined) : undefined;
  return (hit?.textContent ?? '').trim();
};
const parse = (xml: string): Node =>
  new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, 'text/xml');

export type SoapRequest = {
  operation: string;
  username: string;
  password: string;
  params: Record<string, string>;
};

/** The operation (the Body's first element), the UsernameToken and the operation's parameters. */
export const readSoapRequest = (xml: string): SoapRequest | null => {
  let document: Node;
  try {
    document = parse(xml);
  } catch {
    return null;
  }
  const body = select(
    "/*[local-name()='Envelope']/*[local-name()='Body']/*",
    document as unknown as XpathNode,
  );
  const call = Array.isArray(body) ? (body[0] as unknown as Node | undefined) : undefined;
  if (!call) return null;
  const params: Record<string, string> = {};
  for (const child of Array.from(call.childNodes)) {
    if (child.nodeType === 1 && child.localName) params[child.localName] = (child.textContent ?? '').trim();
  }
  return {
    operation: call.localName ?? '',
    username: first("//*[local-name()='UsernameToken']/*[local-name()='Username']", document),
    password: first("//*[local-name()='UsernameToken']/*[local-name()='Password']", document),
    params,
  };
};

const envelope = () =>
  create({ version: '1.0', encoding: 'UTF-8' })
    .ele(SOAP_ENV, 'soap-env:Envelope')
    .ele(SOAP_ENV, 'soap-env:Body');

/** As billService raises them: `soap-env:Client.0102` and SUNAT's text. */
export const soapFault = (code: string, description = textOf(code)): string => {
  const fault = envelope().ele(SOAP_ENV, 'soap-env:Fault');
  fault.ele('faultcode').txt(`soap-env:Client.${code}`);
  fault.ele('faultstring').txt(description);
  return fault.doc().end();
};

/** `<br:{operation}Response>` holding `{wrapper}` (if any) with the given children, in order. */
export const soapAnswer = (operation: string, children: [string, string][], wrapper?: string): string => {
  const answer = envelope().ele(SERVICE, `br:${operation}Response`);
  const holder = wrapper ? answer.ele(wrapper) : answer;
  for (const [name, value] of children) holder.ele(name).txt(value);
  return answer.doc().end();
};

export type ReceivedDocument = {
  /** Invoice, CreditNote, DebitNote, VoidedDocuments, SummaryDocuments, DespatchAdvice. */
  root: string;
  id: string;
  /** cac:LegalMonetaryTotal (or RequestedMonetaryTotal)/cbc:PayableAmount, '' for summaries and GRE. */
  payableAmount: string;
  hash: string;
};

/** Opens `{fileName}.zip`: an error code when SUNAT would refuse it before reading it. */
export const openDocument = async (
  fileName: string,
  zip: Buffer,
): Promise<{ document: ReceivedDocument } | { error: string }> => {
  let archive: JSZip;
  try {
    archive = await JSZip.loadAsync(zip);
  } catch {
    return { error: '0156' };
  }
  const entry = archive.file(`${fileName}.xml`);
  if (!entry) return { error: '0161' };
  let document: Node;
  try {
    document = parse(await entry.async('string'));
  } catch {
    return { error: '0306' };
  }
  return {
    document: {
      root: (document as unknown as { documentElement: Node }).documentElement.localName ?? '',
      id: first('/*/cbc:ID', document),
      payableAmount:
        first('/*/cac:LegalMonetaryTotal/cbc:PayableAmount', document) ||
        first('/*/cac:RequestedMonetaryTotal/cbc:PayableAmount', document),
      hash: createHash('sha256').update(zip).digest('hex'),
    },
  };
};
