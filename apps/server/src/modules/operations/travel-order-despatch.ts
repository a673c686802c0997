import {
  type DespatchMissing,
  type DocumentTypeCode,
  limaDate,
  type TTravelOrderDespatchCheck,
} from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { IdentityDocumentType, UblDespatch, UblDriver, UblVehicle } from '../e-documents/index.ts';
import { driverFactsById } from '../employees/index.ts';
import { despatchVehiclesById } from '../fleet/index.ts';
import { carrierFactsOf } from '../references/index.ts';
import type { StoredParty } from './travel-order-despatch.table.ts';
import { despatchTripOf, storedPartOf } from './travel-order-despatch-part.ts';

/** What the guide says before it is numbered and dated: everything but series, number and issue moment. */
export type TripDespatch = Omit<UblDespatch, 'series' | 'number' | 'issueDate' | 'issueTime'>;

/** The employee record's document types (SUNAT table 3) as catálogo 06 codes. */
const CATALOGUE_06: Record<DocumentTypeCode, IdentityDocumentType> = {
  '01': '1',
  '04': '4',
  '06': '6',
  '07': '7',
};

const ublParty = (p: StoredParty) => ({
  documentType: p.documentType as IdentityDocumentType,
  documentNumber: p.documentNumber,
  name: p.name,
});

/**
 * Gathers the guide of a trip: the carrier (the service order's company), its vehicles (tractor,
 * then semi-trailer), its crew (driver, then co-driver) and the GRE part. Every piece a guide needs
 * and the trip lacks is named in `missing`, in the order the screen lists them.
 */
const gather = async (
  db: DbOrTx,
  travelOrderId: number,
): Promise<{ missing: DespatchMissing[]; despatch?: TripDespatch }> => {
  const trip = await despatchTripOf(db, travelOrderId);
  const part = await storedPartOf(db, travelOrderId);
  const missing: DespatchMissing[] = [];
  const lack = (when: boolean, what: DespatchMissing) => {
    if (when) missing.push(what);
  };
  if (!part) missing.push('despatchPart');

  const carrier = await carrierFactsOf(db, trip.companyId);
  lack(!carrier?.mtcRegistration, 'carrierMtcRegistration');
  lack(!carrier?.address, 'carrierAddress');
  lack(!carrier?.districtCode, 'carrierUbigeo');

  const day = part?.transferStartDate ?? limaDate(trip.plannedDeparture);
  const vehicleIds = [trip.tractorId, trip.semitrailerId].filter((v): v is number => v !== null);
  const byVehicle = await despatchVehiclesById(db, vehicleIds, day);
  const vehicles: UblVehicle[] = [];
  vehicleIds.forEach((vehicleId, i) => {
    const facts = byVehicle.get(vehicleId);
    const plate = (facts?.plate ?? '').replaceAll('-', '').replaceAll(' ', '').toUpperCase();
    lack(plate === '', i === 0 ? 'tractorPlate' : 'semitrailerPlate');
    const authorisation = tucOf(facts?.authorisation ?? null);
    vehicles.push({ plate, ...(authorisation ? { authorisation } : {}) });
  });

  const crewIds = [trip.driverId, trip.coDriverId].filter((v): v is number => v !== null);
  const byDriver = await driverFactsById(db, crewIds);
  const drivers: UblDriver[] = [];
  crewIds.forEach((employeeId, i) => {
    const facts = byDriver.get(employeeId);
    lack(!facts?.documentNumber, i === 0 ? 'driverDocument' : 'coDriverDocument');
    lack(!facts?.licenceNumber, i === 0 ? 'driverLicence' : 'coDriverLicence');
    if (facts) {
      drivers.push({
        documentType: CATALOGUE_06[facts.documentType],
        documentNumber: facts.documentNumber,
        givenNames: facts.firstNames,
        familyNames: facts.familyNames,
        licence: facts.licenceNumber ?? '',
      });
    }
  });

  if (part) {
    lack(!part.shipper, 'shipper');
    lack(!part.consignee, 'consignee');
    lack(!part.originUbigeo, 'originUbigeo');
    lack(!part.originAddress, 'originAddress');
    lack(!part.destinationUbigeo, 'destinationUbigeo');
    lack(!part.destinationAddress, 'destinationAddress');
    lack(part.goods.length === 0, 'goodsLines');
    lack(!part.grossWeight, 'grossWeight');
  }
  if (missing.length > 0 || !part || !carrier || !part.shipper || !part.consignee) return { missing };
  return {
    missing,
    despatch: {
      carrier: {
        documentType: '6',
        documentNumber: carrier.ruc,
        name: carrier.name,
        ...(carrier.tradeName ? { tradeName: carrier.tradeName } : {}),
        address: {
          ubigeo: carrier.districtCode ?? '',
          line: carrier.address ?? '',
          establishmentCode: '0000',
        },
        mtcRegistration: carrier.mtcRegistration ?? '',
      },
      shipper: ublParty(part.shipper),
      consignee: ublParty(part.consignee),
      ...(part.payer ? { payer: ublParty(part.payer) } : {}),
      senderGuides: part.senderGuides,
      transferStartDate: part.transferStartDate,
      origin: { ubigeo: part.originUbigeo ?? '', line: part.originAddress ?? '' },
      destination: { ubigeo: part.destinationUbigeo ?? '', line: part.destinationAddress ?? '' },
      vehicles,
      drivers,
      goods: part.goods,
      grossWeight: part.grossWeight ?? '',
      weightUnit: part.weightUnit,
      ...(part.observations ? { observations: part.observations } : {}),
    },
  };
};

/**
 * The GRE transportista of a trip, ready to be numbered (`takeDespatchNumber`), dated and built, or
 * 409 `DESPATCH_INCOMPLETE` naming every missing piece in `details.missing` (404 for no such trip).
 */
/**
 * The vehicle's authorisation as the GRE carries it (the TUC: up to 15 letters and digits): the
 * MTC certificate's number without its dashes and spaces. A number longer than that is not a TUC
 * and is left out, as the field is optional, rather than stopping the trip.
 */
export const tucOf = (number: string | null): string | null => {
  const code = (number ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return code && code.length <= 15 ? code : null;
};

export const despatchOf = async (db: DbOrTx, travelOrderId: number): Promise<TripDespatch> => {
  const { missing, despatch } = await gather(db, travelOrderId);
  if (!despatch) {
    throw new AppError(409, 'DESPATCH_INCOMPLETE', {
      params: { missing: missing.join(', ') },
      details: { missing },
    });
  }
  return despatch;
};

/** Whether the trip could issue its guide now; the screen lists what it lacks before the trip starts. */
export const checkDespatch =
  ({ db }: Pick<Deps, 'db'>) =>
  async (travelOrderId: number): Promise<TTravelOrderDespatchCheck> => {
    const { missing } = await gather(db, travelOrderId);
    return { ok: missing.length === 0, missing };
  };
