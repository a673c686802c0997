import { isDecimal, scaled } from '../ubl/decimal.ts';
import { checkCode, checkDates, checkIdentities, checkNotBefore } from './check-common.ts';
import { isIn, SERIES_PATTERN, WEIGHT_UNITS } from './sunat-catalog.ts';
import { type Parsed, pathOf, type Report } from './xml-query.ts';

/** Licencia de conducir (MTC): a letter and eight digits, as Q12345678; up to ten characters. */
const LICENCE = /^[A-Z0-9]{9,10}$/;
/** Placa (SUNARP): six to eight letters and digits, without the dash. */
const PLATE = /^[A-Z0-9]{6,8}$/;

const checkSeries = (doc: Parsed, report: Report): void => {
  const id = doc.value('cbc:ID') ?? '';
  const [series = '', number = ''] = id.split('-');
  if (!SERIES_PATTERN.gre.test(series) || !/^\d{1,8}$/.test(number))
    report.fail(
      'SERIES',
      `/${doc.root.nodeName}/cbc:ID`,
      `"${id}" is not a GRE transportista series V… and number`,
    );
  checkCode(doc, 'cbc:DespatchAdviceTypeCode', '01', ['31'], report);
};

/** GRE-SENDER-GUIDE: each related GRE remitente is type 09 (catálogo 61) with its series-number and issuer's RUC. */
const checkSenderGuides = (doc: Parsed, report: Report): void => {
  checkCode(doc, 'cac:AdditionalDocumentReference/cbc:DocumentTypeCode', '61', ['09'], report);
  for (const ref of doc.all('cac:AdditionalDocumentReference')) {
    const [series = '', number = ''] = (doc.value('cbc:ID', ref) ?? '').split('-');
    if (!SERIES_PATTERN.senderGuide.test(series) || !/^\d{1,8}$/.test(number))
      report.fail(
        'GRE-SENDER-GUIDE',
        `${pathOf(ref)}/cbc:ID`,
        'the GRE remitente is series-number (EG01-123, T001-45)',
      );
  }
  checkIdentities(
    doc,
    ['cac:AdditionalDocumentReference/cac:IssuerParty/cac:PartyIdentification/cbc:ID'],
    report,
    '6',
  );
};

/** GRE-WEIGHT: the total gross weight is there, above zero, in KGM or TNE. */
const checkWeight = (doc: Parsed, report: Report): void => {
  const at = `/${doc.root.nodeName}/cac:Shipment/cbc:GrossWeightMeasure`;
  const node = doc.all('cac:Shipment/cbc:GrossWeightMeasure')[0];
  const value = node?.textContent?.trim() ?? '';
  if (!node || !isDecimal(value) || scaled(value, 3) <= 0n)
    report.fail('GRE-WEIGHT', at, 'the total gross weight is required and above zero');
  else if (!isIn(WEIGHT_UNITS, node.getAttribute('unitCode') ?? undefined))
    report.fail('GRE-WEIGHT', at, 'the weight unit is KGM or TNE');
};

/** GRE-DRIVER and GRE-LICENCE: a principal driver first, every driver with a licence. */
const checkDrivers = (doc: Parsed, report: Report): void => {
  const stage = `/${doc.root.nodeName}/cac:Shipment/cac:ShipmentStage`;
  const drivers = doc.all('cac:Shipment/cac:ShipmentStage/cac:DriverPerson');
  if (!drivers.length)
    report.fail('GRE-DRIVER', `${stage}/cac:DriverPerson`, 'the principal driver is required');
  drivers.forEach((driver, i) => {
    const role = doc.value('cbc:JobTitle', driver);
    if (role !== (i === 0 ? 'Principal' : 'Secundario'))
      report.fail(
        'GRE-DRIVER',
        `${pathOf(driver)}/cbc:JobTitle`,
        'the first driver is Principal, the others Secundario',
      );
    if (!doc.value('cbc:FirstName', driver) || !doc.value('cbc:FamilyName', driver))
      report.fail('GRE-DRIVER', pathOf(driver), "the driver's names are required");
    const licence = doc.value('cac:IdentityDocumentReference/cbc:ID', driver) ?? '';
    if (!LICENCE.test(licence))
      report.fail(
        'GRE-LICENCE',
        `${pathOf(driver)}/cac:IdentityDocumentReference/cbc:ID`,
        `licence "${licence}" is missing or malformed`,
      );
  });
  checkIdentities(doc, ['cac:Shipment/cac:ShipmentStage/cac:DriverPerson/cbc:ID'], report);
};

/** GRE-PLATE: the principal vehicle's plate (and each semi-trailer's) is there and well formed. */
const checkVehicles = (doc: Parsed, report: Report): void => {
  const equipment = 'cac:Shipment/cac:TransportHandlingUnit/cac:TransportEquipment';
  if (!doc.all(equipment).length)
    report.fail(
      'GRE-PLATE',
      `/${doc.root.nodeName}/${equipment}`,
      "the principal vehicle's plate is required",
    );
  for (const node of doc.all(`${equipment}/cbc:ID|${equipment}/cac:AttachedTransportEquipment/cbc:ID`)) {
    const plate = node.textContent?.trim() ?? '';
    if (!PLATE.test(plate))
      report.fail('GRE-PLATE', pathOf(node), `plate "${plate}" is not six to eight letters and digits`);
  }
  for (const node of doc.all(`${equipment}//cbc:RegistrationNationalityID`))
    if (!/^[A-Z0-9-]{1,15}$/.test(node.textContent?.trim() ?? ''))
      report.fail(
        'GRE-AUTHORISATION',
        pathOf(node),
        'the vehicle authorisation (TUC) is up to 15 letters and digits',
      );
};

/** UBIGEO: origin and destination carry INEI's six-digit ubigeo and a street line. */
const checkAddresses = (doc: Parsed, report: Report): void => {
  for (const address of doc.all(
    'cac:Shipment/cac:Delivery/cac:DeliveryAddress|cac:Shipment/cac:Delivery/cac:Despatch/cac:DespatchAddress',
  )) {
    if (!/^\d{6}$/.test(doc.value('cbc:ID', address) ?? ''))
      report.fail('UBIGEO', `${pathOf(address)}/cbc:ID`, 'the ubigeo is six digits');
    if (!doc.value('cac:AddressLine/cbc:Line', address))
      report.fail('UBL-REQUIRED', `${pathOf(address)}/cac:AddressLine`, 'the address line is required');
  }
};

/** The product's own rules of a GRE transportista (SUNAT's GRE guide), beyond the schema. */
export const checkDespatchRules = (doc: Parsed, report: Report): void => {
  checkSeries(doc, report);
  checkIdentities(doc, ['cac:DespatchSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID'], report, '6');
  checkIdentities(
    doc,
    [
      'cac:DeliveryCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID',
      'cac:OriginatorCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID',
      'cac:Shipment/cac:Delivery/cac:Despatch/cac:DespatchParty/cac:PartyIdentification/cbc:ID',
    ],
    report,
  );
  if (
    !/^[A-Z0-9-]{1,20}$/.test(
      doc.value('cac:DespatchSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID') ?? '',
    )
  )
    report.fail(
      'GRE-MTC',
      `/${doc.root.nodeName}/cac:DespatchSupplierParty`,
      "the carrier's MTC registration is required",
    );
  checkSenderGuides(doc, report);
  checkWeight(doc, report);
  checkDrivers(doc, report);
  checkVehicles(doc, report);
  checkAddresses(doc, report);
  checkDates(
    doc,
    ['cbc:IssueDate', 'cac:Shipment/cac:ShipmentStage/cac:TransitPeriod/cbc:StartDate'],
    report,
  );
  checkNotBefore(
    doc,
    'cbc:IssueDate',
    'cac:Shipment/cac:ShipmentStage/cac:TransitPeriod/cbc:StartDate',
    report,
  );
  for (const quantity of doc.all('cac:DespatchLine/cbc:DeliveredQuantity')) {
    const value = quantity.textContent?.trim() ?? '';
    if (!isDecimal(value) || scaled(value, 3) <= 0n)
      report.fail('GRE-GOODS', pathOf(quantity), 'the quantity is above zero');
  }
};
