import { create } from 'xmlbuilder2';
import type { UblAddress, UblIssuer, UblParty } from './ubl-input.ts';

/** A node of the document being built (xmlbuilder2's builder). */
export type Node = ReturnType<typeof create>;

/** The namespaces of UBL 2.1 (OASIS) and of SUNAT's own summary schemas. */
export const NS = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  DebitNote: 'urn:oasis:names:specification:ubl:schema:xsd:DebitNote-2',
  DespatchAdvice: 'urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2',
  VoidedDocuments: 'urn:sunat:names:specification:ubl:peru:schema:xsd:VoidedDocuments-1',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sac: 'urn:sunat:names:specification:ubl:peru:schema:xsd:SunatAggregateComponents-1',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
} as const;

export type UblRootName = 'Invoice' | 'CreditNote' | 'DebitNote' | 'DespatchAdvice' | 'VoidedDocuments';

/**
 * The Id of the ds:Signature, which cac:Signature/cac:DigitalSignatureAttachment points at
 * (`#SignatureSP`); the signer writes the same Id.
 */
export const SIGNATURE_ID = 'SignatureSP';

const CAT = (n: string) => `urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo${n}`;

/** The list attributes SUNAT's guides put on catalogue codes (`listAgencyName`, `listName`, `listURI`). */
export const catalogue = (n: string, name: string) => ({
  listAgencyName: 'PE:SUNAT',
  listName: name,
  listURI: CAT(n),
});

export const identityScheme = (documentType: string) => ({
  schemeID: documentType,
  schemeName: 'Documento de Identidad',
  schemeAgencyName: 'PE:SUNAT',
  schemeURI: CAT('06'),
});

/**
 * The document's root with the UBLExtensions placeholder the signature goes into (SUNAT's guides:
 * "ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent", first child of the root).
 */
export const ublRoot = (name: UblRootName): Node => {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS[name], name, {
    'xmlns:cac': NS.cac,
    'xmlns:cbc': NS.cbc,
    'xmlns:ds': NS.ds,
    'xmlns:ext': NS.ext,
    ...(name === 'VoidedDocuments' ? { 'xmlns:sac': NS.sac } : {}),
  });
  root.ele('ext:UBLExtensions').ele('ext:UBLExtension').ele('ext:ExtensionContent');
  return root;
};

export const text = (parent: Node, name: string, value: string, attributes?: Record<string, string>): Node =>
  parent.ele(name, attributes).txt(value).up();

export const amount = (parent: Node, name: string, value: string, currency: string): Node =>
  text(parent, name, value, { currencyID: currency });

/**
 * cac:Signature (UBL SignatureType: ID, SignatoryParty, DigitalSignatureAttachment), the reference
 * SUNAT's guides ask beside the ds:Signature itself.
 */
export const signatureReference = (root: Node, issuer: UblParty): void => {
  const s = root.ele('cac:Signature');
  text(s, 'cbc:ID', SIGNATURE_ID);
  const party = s.ele('cac:SignatoryParty');
  text(party.ele('cac:PartyIdentification'), 'cbc:ID', issuer.documentNumber);
  party.ele('cac:PartyName').ele('cbc:Name').txt(issuer.name);
  s.ele('cac:DigitalSignatureAttachment').ele('cac:ExternalReference').ele('cbc:URI').txt(`#${SIGNATURE_ID}`);
};

/** cac:PartyIdentification with the identity document and its catálogo 06 type. */
export const partyIdentification = (
  party: Node,
  p: { documentType: string; documentNumber: string },
): void => {
  text(party.ele('cac:PartyIdentification'), 'cbc:ID', p.documentNumber, identityScheme(p.documentType));
};

/** An address as SUNAT's guides write it: ubigeo (INEI) in cbc:ID, establishment code, the street line. */
export const address = (parent: Node, name: string, a: UblAddress, withCountry: boolean): void => {
  const node = parent.ele(name);
  text(node, 'cbc:ID', a.ubigeo, { schemeAgencyName: 'PE:INEI', schemeName: 'Ubigeos' });
  if (a.establishmentCode !== undefined)
    text(node, 'cbc:AddressTypeCode', a.establishmentCode, {
      listAgencyName: 'PE:SUNAT',
      listName: 'Establecimientos anexos',
    });
  node.ele('cac:AddressLine').ele('cbc:Line').txt(a.line);
  if (withCountry)
    text(node.ele('cac:Country'), 'cbc:IdentificationCode', 'PE', {
      listID: 'ISO 3166-1',
      listAgencyName: 'United Nations Economic Commission for Europe',
      listName: 'Country',
    });
};

/** The issuer as cac:Party: RUC, trade name, legal name with the fiscal address. */
export const issuerParty = (parent: Node, issuer: UblIssuer, companyId?: string): void => {
  const party = parent.ele('cac:Party');
  partyIdentification(party, issuer);
  if (issuer.tradeName) party.ele('cac:PartyName').ele('cbc:Name').txt(issuer.tradeName);
  const legal = party.ele('cac:PartyLegalEntity');
  legal.ele('cbc:RegistrationName').txt(issuer.name);
  if (companyId !== undefined) legal.ele('cbc:CompanyID').txt(companyId);
  address(legal, 'cac:RegistrationAddress', issuer.address, true);
};

/** Any other party as cac:Party: identity document and name (with an address when given). */
export const simpleParty = (parent: Node, p: UblParty & { address?: UblAddress }): void => {
  const party = parent.ele('cac:Party');
  partyIdentification(party, p);
  const legal = party.ele('cac:PartyLegalEntity');
  legal.ele('cbc:RegistrationName').txt(p.name);
  if (p.address) address(legal, 'cac:RegistrationAddress', p.address, true);
};

/** The serialised document: UTF-8, no pretty print (whitespace would be signed content too). */
export const serialise = (root: Node): string => root.end({ prettyPrint: false });

/** `F001-123`: series and number as SUNAT writes a document's ID (the number without leading zeros). */
export const documentId = (series: string, number: number): string => `${series}-${number}`;
