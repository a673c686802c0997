/**
 * The viatics module's public entry (level 7): per-diem requests of section 6 with the chief's and
 * HR's approval, the zones' daily rates of payroll settings, and the driver's own list. Treasury
 * reads the approved viatics it has to pay through `approvedUnpaidViatics`.
 */

export { approvedUnpaidViatics } from './viatic.repository.ts';
export { viaticRates, viatics } from './viatic.table.ts';
export { markViaticPaid } from './viatic-payment.ts';
export {
  decideDemoTripViatics,
  insertDemoViatics,
  type SeedViatic,
  type SeedViaticRate,
} from './viatic-seed.ts';
export {
  createTripViatics,
  replanTripViatics,
  type TripViatics,
  withdrawTripViatics,
} from './viatic-trip.ts';
export { viaticsModule } from './viatics.manifest.ts';
export {
  approvedTripViaticsOf,
  ownTripViatics,
  type TripViatic,
  tripViaticsOf,
  viaticRows,
} from './viatics-lookups.ts';
