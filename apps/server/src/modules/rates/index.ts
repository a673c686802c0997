/**
 * The rates module's public entry: what a client pays for a trip on a travel route with a vehicle
 * type, with its validity. It sits at the level of users (above clients, fleet and routes, which it
 * reads through their index files). Orders read the rate of a trip with `rateInForce`.
 */

export { rateInForce } from './rate.repository.ts';
export { rates } from './rate.table.ts';
export { type DemoRate, insertDemoRates } from './rate-seed.ts';
export { ratesModule } from './rates.manifest.ts';
export {
  clientRatesBetween,
  type RateInForce,
  type RateSpan,
  rateOfDay,
  ratesInForceOn,
} from './rates-lookups.ts';
