import type { CodedSource, ParameterRecord } from './parameters.ts';

const SEED_START = '2022-01-01';
const decree = (number: string): CodedSource => ({ code: 'supreme_decree', params: { number } });
/** A value in force before the seed table starts; the words say so. */
const longStanding = (code: string, params: Record<string, string> = {}): CodedSource => ({
  code,
  params: { ...params, since: SEED_START },
});

/**
 * The remuneración máxima asegurable of 2023 and 2024, one record per quarter as the SBS publishes
 * it. The quarterly figures could not be checked against the SBS: each quarter holds the seed's
 * earliest recorded cap (12184.88) and says so, for HR to replace with the published figure.
 */
const PAST_PREMIUM_CAPS: readonly ParameterRecord[] = ['2023', '2024'].flatMap((year) =>
  (
    [
      ['01-01', '03-31', '1'],
      ['04-01', '06-30', '2'],
      ['07-01', '09-30', '3'],
      ['10-01', '12-31', '4'],
    ] as const
  ).map(
    ([from, to, quarter]): ParameterRecord => ({
      parameter: 'afpPremiumCap',
      value: '12184.88',
      validFrom: `${year}-${from}`,
      validTo: `${year}-${to}`,
      source: { code: 'premium_cap_unverified', params: { year, quarter } },
    }),
  ),
);

/**
 * The defaults the app seeds its settings with. Figures from PAYROLL-PE.md; verify a value against
 * its source before changing it. Values marked as seed start earlier than the table does.
 */
export const DEFAULT_PARAMETER_HISTORY: readonly ParameterRecord[] = [
  {
    parameter: 'rmv',
    value: '930.00',
    validFrom: '2018-04-01',
    validTo: '2022-04-30',
    source: decree('004-2018-TR'),
  },
  {
    parameter: 'rmv',
    value: '1025.00',
    validFrom: '2022-05-01',
    validTo: '2024-12-31',
    source: decree('003-2022-TR'),
  },
  {
    parameter: 'rmv',
    value: '1130.00',
    validFrom: '2025-01-01',
    validTo: null,
    source: decree('006-2024-TR'),
  },
  {
    parameter: 'uit',
    value: '4600.00',
    validFrom: '2022-01-01',
    validTo: '2022-12-31',
    source: decree('398-2021-EF'),
  },
  {
    parameter: 'uit',
    value: '4950.00',
    validFrom: '2023-01-01',
    validTo: '2023-12-31',
    source: decree('309-2022-EF'),
  },
  {
    parameter: 'uit',
    value: '5150.00',
    validFrom: '2024-01-01',
    validTo: '2024-12-31',
    source: decree('309-2023-EF'),
  },
  {
    parameter: 'uit',
    value: '5350.00',
    validFrom: '2025-01-01',
    validTo: '2025-12-31',
    source: decree('260-2024-EF'),
  },
  {
    parameter: 'uit',
    value: '5500.00',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    source: decree('301-2025-EF'),
  },
  {
    parameter: 'familyAllowanceRate',
    value: '0.10',
    validFrom: SEED_START,
    validTo: null,
    source: longStanding('family_allowance'),
  },
  {
    parameter: 'essaludRate',
    value: '0.09',
    validFrom: SEED_START,
    validTo: null,
    source: longStanding('essalud'),
  },
  {
    parameter: 'sisMonthly',
    value: '15.00',
    validFrom: SEED_START,
    validTo: null,
    source: { code: 'sis_microenterprise', params: {} },
  },
  {
    parameter: 'bonificacionRate',
    value: '0.09',
    validFrom: SEED_START,
    validTo: null,
    source: longStanding('bonificacion'),
  },
  {
    parameter: 'bonificacionEpsRate',
    value: '0.0675',
    validFrom: SEED_START,
    validTo: null,
    source: longStanding('bonificacion_eps'),
  },
  {
    parameter: 'onpRate',
    value: '0.13',
    validFrom: SEED_START,
    validTo: null,
    source: longStanding('onp'),
  },
  {
    parameter: 'afp',
    value: {
      habitat: { fundRate: '0.10', premiumRate: '0.0184', flowCommissionRate: '0.0147' },
      integra: { fundRate: '0.10', premiumRate: '0.0184', flowCommissionRate: '0.0155' },
      prima: { fundRate: '0.10', premiumRate: '0.0184', flowCommissionRate: '0.0160' },
      profuturo: { fundRate: '0.10', premiumRate: '0.0184', flowCommissionRate: '0.0169' },
    },
    validFrom: '2023-01-01',
    validTo: '2023-12-31',
    source: {
      code: 'afp_sisco_tender',
      params: { premium: '1.84', approved: '2022-11-30', from: '2023-01-01', to: '2023-12-31' },
    },
  },
  {
    parameter: 'afp',
    value: {
      habitat: { fundRate: '0.10', premiumRate: '0.0170', flowCommissionRate: '0.0147' },
      integra: { fundRate: '0.10', premiumRate: '0.0170', flowCommissionRate: '0.0155' },
      prima: { fundRate: '0.10', premiumRate: '0.0170', flowCommissionRate: '0.0160' },
      profuturo: { fundRate: '0.10', premiumRate: '0.0170', flowCommissionRate: '0.0169' },
    },
    validFrom: '2024-01-01',
    validTo: '2024-12-31',
    source: {
      code: 'afp_premium_lowered',
      params: { premium: '1.70', year: '2024', nextPremium: '1.37', nextFrom: '2025-01-01' },
    },
  },
  ...PAST_PREMIUM_CAPS,
  {
    parameter: 'afp',
    value: {
      habitat: { fundRate: '0.10', premiumRate: '0.0137', flowCommissionRate: '0.0147' },
      integra: { fundRate: '0.10', premiumRate: '0.0137', flowCommissionRate: '0.0155' },
      prima: { fundRate: '0.10', premiumRate: '0.0137', flowCommissionRate: '0.0160' },
      profuturo: { fundRate: '0.10', premiumRate: '0.0137', flowCommissionRate: '0.0169' },
    },
    validFrom: '2025-01-01',
    validTo: null,
    source: { code: 'afp_sbs_published', params: { period: '2025-09', premium: '1.37', from: '2025-01-01' } },
  },
  {
    parameter: 'afpPremiumCap',
    value: '12184.88',
    validFrom: '2025-01-01',
    // The SBS republishes the cap every quarter: the seed value ends, and a month past it warns until
    // HR records the quarter's figure in Settings.
    validTo: '2026-12-31',
    source: { code: 'premium_cap_quarterly', params: {} },
  },
  {
    parameter: 'overtimeFirstRate',
    value: '0.25',
    validFrom: SEED_START,
    validTo: null,
    source: longStanding('working_hours', { article: '10' }),
  },
  {
    parameter: 'overtimeFurtherRate',
    value: '0.35',
    validFrom: SEED_START,
    validTo: null,
    source: longStanding('working_hours', { article: '10' }),
  },
  {
    parameter: 'nightWorkRate',
    value: '0.35',
    validFrom: SEED_START,
    validTo: null,
    source: longStanding('working_hours', { article: '8' }),
  },
  {
    parameter: 'quintaDeductionUit',
    value: '7',
    validFrom: SEED_START,
    validTo: null,
    source: longStanding('income_tax_deduction'),
  },
  {
    parameter: 'quintaBrackets',
    value: [
      { upToUit: '5', rate: '0.08' },
      { upToUit: '20', rate: '0.14' },
      { upToUit: '35', rate: '0.17' },
      { upToUit: '45', rate: '0.20' },
      { upToUit: null, rate: '0.30' },
    ],
    validFrom: SEED_START,
    validTo: null,
    source: longStanding('income_tax_brackets'),
  },
];
