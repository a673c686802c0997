import {
  address,
  catalogue,
  documentId,
  identityScheme,
  issuerParty,
  type Node,
  partyIdentification,
  serialise,
  signatureReference,
  simpleParty,
  text,
  ublRoot,
} from './ubl-common.ts';
import type { UblDespatch, UblDriver, UblVehicle } from './ubl-input.ts';

/** Catálogo 01: 31 guía de remisión transportista; catálogo 61: 09 the sender's guía remitente. */
export const GRE_CARRIER_TYPE = '31';
export const GRE_SENDER_TYPE = '09';

/** SUNAT's indicator (cbc:SpecialInstructions) that a third party pays the freight. */
export const THIRD_PARTY_PAYS = 'SUNAT_Envio_IndicadorPagadorFlete_Tercero';

const header = (root: Node, doc: UblDespatch): void => {
  text(root, 'cbc:UBLVersionID', '2.1');
  text(root, 'cbc:CustomizationID', '2.0');
  text(root, 'cbc:ID', documentId(doc.series, doc.number));
  text(root, 'cbc:IssueDate', doc.issueDate);
  text(root, 'cbc:IssueTime', doc.issueTime);
  text(root, 'cbc:DespatchAdviceTypeCode', GRE_CARRIER_TYPE, catalogue('01', 'Tipo de Documento'));
  if (doc.observations) text(root, 'cbc:Note', doc.observations);
};

/** The sender's GRE remitente this transport covers (catálogo 61 code 09), with its issuer's RUC. */
const senderGuides = (root: Node, doc: UblDespatch): void => {
  for (const guide of doc.senderGuides) {
    const ref = root.ele('cac:AdditionalDocumentReference');
    text(ref, 'cbc:ID', documentId(guide.series, guide.number));
    text(
      ref,
      'cbc:DocumentTypeCode',
      GRE_SENDER_TYPE,
      catalogue('61', 'Documento relacionado al transporte'),
    );
    text(ref, 'cbc:DocumentType', 'Guía de Remisión Remitente');
    partyIdentification(ref.ele('cac:IssuerParty'), { documentType: '6', documentNumber: guide.issuerRuc });
  }
};

const driver = (stage: Node, d: UblDriver, principal: boolean): void => {
  const person = stage.ele('cac:DriverPerson');
  text(person, 'cbc:ID', d.documentNumber, identityScheme(d.documentType));
  text(person, 'cbc:FirstName', d.givenNames);
  text(person, 'cbc:FamilyName', d.familyNames);
  text(person, 'cbc:JobTitle', principal ? 'Principal' : 'Secundario');
  text(person.ele('cac:IdentityDocumentReference'), 'cbc:ID', d.licence);
};

/**
 * A vehicle as cac:TransportEquipment (or cac:AttachedTransportEquipment for a semi-trailer):
 * the plate in cbc:ID and the TUC / MTC authorisation in
 * cac:ApplicableTransportMeans/cbc:RegistrationNationalityID, as SUNAT's GRE guide places them.
 */
const vehicle = (parent: Node, name: string, v: UblVehicle): Node => {
  const equipment = parent.ele(name);
  text(equipment, 'cbc:ID', v.plate);
  if (v.authorisation)
    text(equipment.ele('cac:ApplicableTransportMeans'), 'cbc:RegistrationNationalityID', v.authorisation);
  return equipment;
};

/**
 * cac:Shipment of a GRE transportista: weight, payer indicator, the stage (transfer start and
 * drivers), the delivery (arrival address, then the departure address and the shipper as
 * cac:Despatch/cac:DespatchParty) and the vehicles, in the order of UBL's ShipmentType.
 */
const shipment = (root: Node, doc: UblDespatch): void => {
  const s = root.ele('cac:Shipment');
  text(s, 'cbc:ID', 'SUNAT_Envio');
  text(s, 'cbc:GrossWeightMeasure', doc.grossWeight, { unitCode: doc.weightUnit });
  if (doc.payer) text(s, 'cbc:SpecialInstructions', THIRD_PARTY_PAYS);
  const stage = s.ele('cac:ShipmentStage');
  text(stage.ele('cac:TransitPeriod'), 'cbc:StartDate', doc.transferStartDate);
  doc.drivers.forEach((d, i) => {
    driver(stage, d, i === 0);
  });
  const delivery = s.ele('cac:Delivery');
  address(
    delivery,
    'cac:DeliveryAddress',
    { ubigeo: doc.destination.ubigeo, line: doc.destination.line },
    false,
  );
  const despatch = delivery.ele('cac:Despatch');
  address(despatch, 'cac:DespatchAddress', { ubigeo: doc.origin.ubigeo, line: doc.origin.line }, false);
  const shipper = despatch.ele('cac:DespatchParty');
  partyIdentification(shipper, doc.shipper);
  shipper.ele('cac:PartyLegalEntity').ele('cbc:RegistrationName').txt(doc.shipper.name);
  const [principal, ...secondary] = doc.vehicles;
  if (principal) {
    const equipment = vehicle(s.ele('cac:TransportHandlingUnit'), 'cac:TransportEquipment', principal);
    for (const v of secondary) vehicle(equipment, 'cac:AttachedTransportEquipment', v);
  }
};

/**
 * The GRE transportista (UBL 2.1 DespatchAdvice, type 31) as SUNAT's "Guía de Remisión Electrónica"
 * guide defines it: the carrier is the issuer (cac:DespatchSupplierParty, its MTC registration in
 * cbc:CompanyID), the consignee cac:DeliveryCustomerParty, a third-party payer
 * cac:OriginatorCustomerParty, the shipper inside cac:Shipment.
 */
export const despatchXml = (doc: UblDespatch): string => {
  const root = ublRoot('DespatchAdvice');
  header(root, doc);
  senderGuides(root, doc);
  signatureReference(root, doc.carrier);
  issuerParty(root.ele('cac:DespatchSupplierParty'), doc.carrier, doc.carrier.mtcRegistration);
  simpleParty(root.ele('cac:DeliveryCustomerParty'), doc.consignee);
  if (doc.payer) simpleParty(root.ele('cac:OriginatorCustomerParty'), doc.payer);
  shipment(root, doc);
  doc.goods.forEach((g, i) => {
    const line = root.ele('cac:DespatchLine');
    text(line, 'cbc:ID', String(i + 1));
    text(line, 'cbc:DeliveredQuantity', g.quantity, {
      unitCode: g.unitCode,
      unitCodeListID: 'UN/ECE rec 20',
      unitCodeListAgencyName: 'United Nations Economic Commission for Europe',
    });
    text(line.ele('cac:OrderLineReference'), 'cbc:LineID', String(i + 1));
    line.ele('cac:Item').ele('cbc:Description').txt(g.description);
  });
  return serialise(root);
};
