import { LANGUAGES, MAIL_EVENT_IDS } from '@zerg/shared';
import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES, renderMail } from './mail-templates.ts';

describe('mail in the recipient’s language', () => {
  it('words a justification’s decision and writes its date in each language', () => {
    const facts = { employee: 'Rosa Quispe', date: '2026-12-02', decision: 'approved_by_hr' };
    expect(renderMail('justification.decided', 'es', facts).text).toBe(
      'La justificación de Rosa Quispe del 02/12/2026 fue aprobada por RR. HH.',
    );
    expect(renderMail('justification.decided', 'en', facts).text).toBe(
      'The justification of Rosa Quispe for 12/02/2026 was approved by HR.',
    );
    expect(renderMail('justification.decided', 'de', facts).text).toBe(
      'Die Begründung von Rosa Quispe für den 02.12.2026 wurde von HR genehmigt.',
    );
  });

  it('never mixes languages in a decision ("fue approved")', () => {
    const text = renderMail('additional_work.decided', 'es', {
      employee: 'Rosa Quispe',
      date: '2026-12-02',
      decision: 'approved',
    }).text;
    expect(text).toBe('El trabajo adicional de Rosa Quispe del 02/12/2026 fue aprobado.');
    const raise = { employee: 'Rosa Quispe', amount: 'PEN 7200.00', decision: 'rejected' };
    expect(renderMail('salary_increase.decided', 'es', raise).text).toBe(
      'La solicitud de aumento a S/ 7,200.00 para Rosa Quispe fue rechazada.',
    );
    expect(renderMail('salary_increase.decided', 'pt', raise).text).toBe(
      'O pedido de aumento para S/ 7.200,00 para Rosa Quispe foi rejeitado.',
    );
  });

  it('writes amounts, periods and trip states for the reader', () => {
    const viatic = { employee: 'Luis Soto', destination: 'Arequipa', amount: '850.5' };
    expect(renderMail('viatic.approved', 'de', viatic).text).toContain('Reisespesen von S/ 850,50');
    expect(renderMail('payroll.approved', 'en', { period: '2026-10', company: 'Zerg' }).subject).toBe(
      'Payroll October 2026 approved',
    );
    const trip = { order: 'OV-1', driver: 'Luis Soto', route: 'Lima → Ica', state: 'initiated' };
    expect(renderMail('travel_order.state_changed', 'en', trip).subject).toBe('Travel order OV-1: Started');
    expect(renderMail('travel_order.state_changed', 'es', trip).subject).toBe(
      'Orden de viaje OV-1: Iniciado',
    );
  });

  it('speaks to a Spanish reader as usted, never tú', () => {
    for (const event of MAIL_EVENT_IDS) {
      const { subject, body } = MAIL_TEMPLATES[event].es;
      expect(`${subject} ${body}`, event).not.toMatch(
        /\b(tu|tus|te|ti|contigo|abre|ignora|pediste|encontrarás)\b/i,
      );
    }
    expect(LANGUAGES.every((l) => MAIL_TEMPLATES['password.reset'][l].body.includes('{{link}}'))).toBe(true);
  });
});
