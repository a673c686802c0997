import { missingDispatchDocuments, type TDispatchDocument } from '@zerg/shared';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

type Vehicle = { id: number; name: string; documents: TDispatchDocument[] };

/** The day dispatch will check: the later of today and the planned departure. */
export const dispatchDay = (departure: Dayjs | null | undefined): string => {
  const today = dayjs().format('YYYY-MM-DD');
  const planned = departure?.isValid() ? departure.format('YYYY-MM-DD') : today;
  // ISO dates sort as text.
  return [planned, today].sort().at(-1) ?? today;
};

const missingText = (t: TFunction, vehicle: Vehicle, day: string): string | null => {
  const missing = missingDispatchDocuments(vehicle.documents, day);
  return missing.length ? missing.map((kind) => t(`travel-orders:documents.kind.${kind}`)).join(', ') : null;
};

/** The picker's options: each vehicle with the state of its SOAT and inspection on that day. */
export const vehicleOptions = (t: TFunction, vehicles: Vehicle[] = [], day: string) =>
  vehicles.map((vehicle) => {
    const missing = missingText(t, vehicle, day);
    return {
      value: vehicle.id,
      label: `${vehicle.name} · ${
        missing
          ? t('travel-orders:documents.missing', { documents: missing })
          : t('travel-orders:documents.inForce')
      }`,
    };
  });

/**
 * A warning under the vehicle, before saving, when it lacks a document dispatch needs on that day:
 * the trip may still be planned (the document may be renewed before it leaves), but dispatch
 * refuses it until then.
 */
export const vehicleDocumentsRule =
  (t: TFunction, vehicles: Vehicle[] = [], day: string): FormRule =>
  () => ({
    warningOnly: true,
    validator: async (_rule, value: unknown) => {
      const vehicle = vehicles.find((v) => v.id === value);
      const missing = vehicle && missingText(t, vehicle, day);
      if (missing)
        throw new Error(
          t('travel-orders:documents.warning', { documents: missing, date: dayjs(day).format('DD/MM/YYYY') }),
        );
    },
  });
