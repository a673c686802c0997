import { Dec } from './money.ts';

export type LabourRegime = 'general' | 'small' | 'micro';
export type HealthCoverage = 'essalud' | 'eps' | 'sis';

export const LABOUR_REGIMES: readonly LabourRegime[] = ['general', 'small', 'micro'];
export const HEALTH_COVERAGES: readonly HealthCoverage[] = ['essalud', 'eps', 'sis'];

export type RegimeRules = {
  /** Share of the general-regime gratificación (Ley 27735). */
  readonly gratificacionFactor: Dec;
  /** Share of the general-regime CTS (DS 001-97-TR). */
  readonly ctsFactor: Dec;
  /**
   * Most daily remunerations of CTS a worker may accrue under the regime (DS 013-2013-PRODUCE
   * art. 57: pequeña empresa, 15 per year up to 90); null: no cap.
   */
  readonly ctsCapDailyPays: number | null;
  /** Vacation days earned per year of service. */
  readonly vacationDaysPerYear: number;
  readonly defaultHealth: HealthCoverage;
  /** Arbitrary dismissal indemnity, in daily remunerations per year of service, and its cap. */
  readonly dismissalDaysPerYear: number;
  readonly dismissalCapDays: number;
};

/**
 * Differences between the labour regimes. General: DLeg 728 and its benefit laws. Pequeña and
 * micro: TUO de la Ley de Impulso al Desarrollo Productivo (DS 013-2013-PRODUCE) arts. 50-57:
 * half CTS and gratificaciones for small companies, none for micro ones, 15 vacation days for both,
 * SIS instead of ESSALUD for micro ones, and smaller dismissal indemnities (20 and 10 daily
 * remunerations per year, capped at 120 and 90).
 */
export const REGIME_RULES: Readonly<Record<LabourRegime, RegimeRules>> = {
  general: {
    gratificacionFactor: new Dec(1),
    ctsFactor: new Dec(1),
    ctsCapDailyPays: null,
    vacationDaysPerYear: 30,
    defaultHealth: 'essalud',
    dismissalDaysPerYear: 45,
    dismissalCapDays: 360,
  },
  small: {
    gratificacionFactor: new Dec('0.5'),
    ctsFactor: new Dec('0.5'),
    ctsCapDailyPays: 90,
    vacationDaysPerYear: 15,
    defaultHealth: 'essalud',
    dismissalDaysPerYear: 20,
    dismissalCapDays: 120,
  },
  micro: {
    gratificacionFactor: new Dec(0),
    ctsFactor: new Dec(0),
    ctsCapDailyPays: null,
    vacationDaysPerYear: 15,
    defaultHealth: 'sis',
    dismissalDaysPerYear: 10,
    dismissalCapDays: 90,
  },
};
