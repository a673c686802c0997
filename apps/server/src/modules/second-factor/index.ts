/**
 * The second-factor module's public entry: TOTP keys, recovery codes, trusted devices and the
 * company's security settings. Above users (whose sections decide who needs it), below auth (which
 * asks it at sign-in).
 */

export { secondFactorModule } from './second-factor.manifest.ts';
export {
  createSecondFactorService,
  type SecondFactorGate,
  type SecondFactorService,
} from './second-factor.service.ts';
