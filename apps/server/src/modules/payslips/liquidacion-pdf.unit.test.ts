import { cessationReasonKey, type TLiquidacionDetail } from '@zerg/shared';
import { describe, expect, it } from 'vitest';
import { HOJA_WORDS, shortDate } from './liquidacion-labels.ts';
import {
  benefitRows,
  cessationReasonLabel,
  type HojaSlip,
  monthOf,
  supplementSummary,
} from './liquidacion-pdf.ts';

const detail = (over: Partial<TLiquidacionDetail> = {}): TLiquidacionDetail => ({
  hireDate: '2023-03-10',
  terminationDate: '2026-09-20',
  service: { years: 3, months: 6, days: 11 },
  computable: '3000.00',
  computableParts: { salary: '3000.00', familyAllowance: '0.00', supplements: '0.00' },
  cts: {
    from: '2026-05-01',
    to: '2026-09-20',
    gratificacion: '3000.00',
    gratificacionSixth: '500.00',
    months: 4,
    days: 20,
    base: '3500.00',
    amount: '1361.11',
  },
  gratificacion: {
    from: '2026-07-01',
    to: '2026-09-20',
    months: 2,
    amount: '1000.00',
    bonificacion: '90.00',
  },
  vacation: {
    from: '2026-03-10',
    to: '2026-09-20',
    pendingDays: 0,
    overdueDays: 0,
    truncatedMonths: 6,
    truncatedDays: 11,
    truncated: '1591.67',
    pending: '0.00',
    indemnity: '0.00',
  },
  dismissalIndemnity: '0.00',
  supplements: [],
  ...over,
});

const slip = (d: TLiquidacionDetail, language: HojaSlip['language'] = 'es', snapshot = {}): HojaSlip =>
  ({
    language,
    snapshot,
    detail: d,
    run: { kind: 'liquidacion' },
    lines: [{ concept: 'bonificacion_extraordinaria_truncated', rate: '0.09' }],
  }) as unknown as HojaSlip;

describe('the cessation reason', () => {
  it('names the T-Registro table 17 codes and the finer reasons in the reader’s language', () => {
    expect(cessationReasonKey('01')).toBe('resignation');
    expect(cessationReasonKey('1')).toBe('resignation');
    expect(cessationReasonKey('08')).toBe('mutual_agreement');
    expect(cessationReasonKey('09')).toBe('death');
    expect(cessationReasonKey('despido_arbitrario')).toBe('arbitrary_dismissal');
    expect(cessationReasonKey('Período de prueba')).toBe('probation');
    expect(cessationReasonKey('dismissal_serious_fault')).toBe('dismissal_serious_fault');
    expect(cessationReasonKey('77')).toBeNull();
    expect(cessationReasonKey(undefined)).toBeNull();
    expect(cessationReasonLabel(slip(detail(), 'es', { cessationReason: '07' }))).toBe('Término de contrato');
    expect(cessationReasonLabel(slip(detail(), 'en', { cessationReason: '05' }))).toBe('Retirement');
    expect(cessationReasonLabel(slip(detail(), 'de', { cessationReason: 'arbitrary_dismissal' }))).toBe(
      'Willkürliche Kündigung',
    );
  });

  it('prints an unknown code as it is, and nothing when the slip has none', () => {
    expect(cessationReasonLabel(slip(detail(), 'es', { cessationReason: '99' }))).toBe('99');
    expect(cessationReasonLabel(slip(detail(), 'es', {}))).toBeNull();
    expect(cessationReasonLabel(slip(detail(), 'es', { cessationReason: '' }))).toBeNull();
  });
});

describe('the benefits of the hoja', () => {
  it('always lists CTS, gratificación and truncated vacations, with the bonificación’s rate', () => {
    const rows = benefitRows(slip(detail()));
    expect(rows.map((r) => [r.concept, r.from, r.computable, r.months, r.days, r.amount])).toEqual([
      ['CTS trunca', '2026-05-01', '3500.00', 4, 20, '1361.11'],
      ['Gratificación trunca', '2026-07-01', '3000.00', 2, 0, '1000.00'],
      ['Bonificación extraordinaria Ley 30334 (9 %)', null, '1000.00', null, null, '90.00'],
      ['Vacaciones truncas', '2026-03-10', '3000.00', 6, 11, '1591.67'],
    ]);
    expect(rows[0]?.note).toBe('incluye 1/6 de la gratificación: S/ 500.00');
  });

  it('adds vacations not taken, their indemnity and the dismissal indemnity only when due', () => {
    const d = detail({
      vacation: {
        ...detail().vacation,
        pendingDays: 30,
        overdueDays: 30,
        pending: '6000.00',
        indemnity: '3000.00',
      },
      dismissalIndemnity: '15887.50',
    });
    const rows = benefitRows(slip(d, 'en'));
    expect(rows.slice(4).map((r) => [r.concept, r.months, r.days, r.amount])).toEqual([
      ['Vacation earned and not taken', null, 60, '6000.00'],
      ['Vacation indemnity', null, 30, '3000.00'],
      // The whole service: 3 years 6 months = 42 months, 11 days.
      ['Indemnity for arbitrary dismissal', 42, 11, '15887.50'],
    ]);
  });

  it('shows no gratificación period when no month of the semester is due', () => {
    const rows = benefitRows(
      slip(
        detail({
          gratificacion: { from: null, to: '2026-07-10', months: 0, amount: '0.00', bonificacion: '0.00' },
        }),
      ),
    );
    expect(rows[1]).toMatchObject({ from: null, to: null, amount: '0.00' });
    expect(rows).toHaveLength(3);
  });
});

describe('a microempresa worker', () => {
  it('reads CTS and gratificación as not due rather than as zero months', () => {
    // DS 013-2013-PRODUCE: the microempresa pays neither CTS nor gratificaciones; the engine gives 0.00.
    const zero = detail({
      cts: { ...detail().cts, gratificacionSixth: '0.00', amount: '0.00' },
      gratificacion: { ...detail().gratificacion, amount: '0.00', bonificacion: '0.00' },
    });
    const rows = benefitRows(slip(zero, 'es', { regime: 'micro' }));
    expect(rows.slice(0, 2).map((r) => [r.from, r.computable, r.months, r.days, r.amount, r.note])).toEqual([
      [null, null, null, null, '0.00', 'no corresponde en el régimen de microempresa (DS 013-2013-PRODUCE)'],
      [null, null, null, null, '0.00', 'no corresponde en el régimen de microempresa (DS 013-2013-PRODUCE)'],
    ]);
    // The general regime with the same zeros still counts its months.
    expect(benefitRows(slip(zero, 'es', { regime: 'general' }))[0]?.months).toBe(4);
  });

  it('names the recorded reason stored with its table 17 code', () => {
    const recorded = { code: 'probation_dismissal', tRegistro: '03' };
    expect(cessationReasonLabel(slip(detail(), 'en', { cessationReason: recorded }))).toBe(
      HOJA_WORDS.en.reasons.probation,
    );
    expect(cessationReasonKey({ code: 'fixed_term_early_end', tRegistro: '03' })).toBe(
      'fixed_term_early_end',
    );
  });
});

describe('figures of the hoja', () => {
  it('calls a supplement regular when paid in 3 of the 6 months, and averages it over six', () => {
    // 1,200 / 6 = 200.00; 1,000 / 6 = 166.666… → 166.67; 100.03 / 6 = 16.671… → 16.67
    expect(supplementSummary(['300.00', '0.00', '300.00', '300.00', '0.00', '300.00'])).toEqual({
      paid: 4,
      regular: true,
      average: '200.00',
    });
    expect(supplementSummary(['0.00', '500.00', '0.00', '0.00', '500.00', '0.00'])).toMatchObject({
      paid: 2,
      regular: false,
      average: '166.67',
    });
    expect(supplementSummary(['100.00', '0.01', '0.02', '0.00', '0.00', '0.00']).average).toBe('16.67');
  });

  it('names the six months ending with the run’s, across a year', () => {
    expect([-5, -4, -3, -2, -1, 0].map((o) => monthOf(2026, 2, o))).toEqual([
      '09/2025',
      '10/2025',
      '11/2025',
      '12/2025',
      '01/2026',
      '02/2026',
    ]);
  });

  it('writes dates day first in every language', () => {
    expect(shortDate('es', '2026-09-20')).toBe('20/09/2026');
    expect(shortDate('en', '2026-09-20')).toBe('20/09/2026');
    expect(shortDate('de', '2026-09-20')).toBe('20.09.2026');
  });

  it('has every word in the five languages', () => {
    const keys = (o: object) => Object.keys(o).sort();
    for (const words of Object.values(HOJA_WORDS)) {
      expect(keys(words)).toEqual(keys(HOJA_WORDS.es));
      expect(keys(words.reasons)).toEqual(keys(HOJA_WORDS.es.reasons));
      expect(keys(words.supplements)).toEqual(keys(HOJA_WORDS.es.supplements));
    }
  });
});
