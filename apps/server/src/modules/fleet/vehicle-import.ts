/** The columns of the vehicle import file, in template order. Brand, model and type go by name. */
export const VEHICLE_IMPORT_COLUMNS = [
  'plate',
  'brand',
  'model',
  'type',
  'owner_ruc',
  'year',
  'odometer_km',
  'capacity_m3',
  'capacity_tons',
  'tare_kg',
  'payload_kg',
  'gross_kg',
  'length_m',
  'width_m',
  'height_m',
  'axles',
] as const;
export type VehicleImportColumn = (typeof VEHICLE_IMPORT_COLUMNS)[number];

export const VEHICLE_IMPORT_EXAMPLE = [
  'F5K-712',
  'Volvo',
  'FH 460',
  'Tracto',
  '20551938043',
  '2022',
  '185000',
  '',
  '',
  '8900',
  '39100',
  '48000',
  '6.10',
  '2.55',
  '3.90',
  '3',
];
