import { beforeAll, describe, expect, it } from 'vitest';
import { withSharedTexts } from '../../../lib/shared-texts.test-support';
import { movementConcept, movementCounterparty } from './movement-concept';

beforeAll(withSharedTexts);

const payroll = {
  concept: 'Planilla mensual 2026-10 · Zerg Transportes S.A.C.',
  conceptCode: 'payroll_run' as const,
  conceptParams: { kind: 'monthly', period: '2026-10', company: 'Zerg Transportes S.A.C.' },
};

describe('movementConcept', () => {
  it('writes a payroll movement in Spanish and in English, the period in words', () => {
    expect(movementConcept(payroll, 'es')).toBe('Planilla mensual octubre de 2026 · Zerg Transportes S.A.C.');
    expect(movementConcept(payroll, 'en')).toBe('Monthly payroll October 2026 · Zerg Transportes S.A.C.');
  });

  it('writes a viatic’s days in the language’s format', () => {
    const viatic = {
      concept: 'Viáticos Sur 2026-12-02 – 2026-12-05',
      conceptCode: 'viatic' as const,
      conceptParams: { zone: 'Sur', from: '2026-12-02', to: '2026-12-05' },
    };
    expect(movementConcept(viatic, 'es')).toBe('Viáticos Sur 02/12/2026 – 05/12/2026');
    expect(movementConcept(viatic, 'en')).toBe('Viatics Sur 12/02/2026 – 12/05/2026');
  });

  it('keeps a loan’s note as typed and drops the colon when there is none', () => {
    const loan = {
      concept: 'Préstamo al personal',
      conceptCode: 'loan' as const,
      conceptParams: { note: '' },
    };
    expect(movementConcept(loan, 'en')).toBe('Loan to a worker');
    expect(movementConcept({ ...loan, conceptParams: { note: 'útiles escolares' } }, 'en')).toBe(
      'Loan to a worker: útiles escolares',
    );
  });

  it('shows a movement typed by hand as the user wrote it', () => {
    const manual = { concept: 'Peajes Vía Expresa · octubre', conceptCode: null, conceptParams: null };
    expect(movementConcept(manual, 'en')).toBe('Peajes Vía Expresa · octubre');
  });
});

describe('movementCounterparty', () => {
  it('names a payroll batch in the reader language and keeps a typed name as typed', () => {
    const batch = {
      counterpartyName: 'Planilla · Zerg Transportes S.A.C.',
      counterpartyCode: 'payroll' as const,
      counterpartyParams: { company: 'Zerg Transportes S.A.C.' },
    };
    expect(movementCounterparty(batch, 'es')).toBe('Planilla · Zerg Transportes S.A.C.');
    expect(movementCounterparty(batch, 'en')).toBe('Payroll · Zerg Transportes S.A.C.');
    expect(movementCounterparty(batch, 'de')).toBe('Lohnabrechnung · Zerg Transportes S.A.C.');
    const typed = {
      counterpartyName: 'Peajes Vía Expresa',
      counterpartyCode: null,
      counterpartyParams: null,
    };
    expect(movementCounterparty(typed, 'en')).toBe('Peajes Vía Expresa');
  });
});
