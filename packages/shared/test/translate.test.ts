import { describe, expect, it } from 'vitest';
import { msg, translateError, translateMessage } from '../src/index.ts';

describe('message placeholders', () => {
  it('shows a day sent as data in the reader’s date format', () => {
    const overlap = msg('validation.rateOverlap', { from: '2026-02-01', to: '2026-12-31' });
    expect(translateMessage('es', overlap)).toBe(
      'Se superpone con la tarifa vigente del 01/02/2026 al 31/12/2026',
    );
    expect(translateMessage('en', overlap)).toContain('02/01/2026');
    expect(translateMessage('de', overlap)).toContain('01.02.2026');
  });

  it('shows a month in words and leaves other values as they are', () => {
    expect(translateMessage('es', msg('validation.rateOverlap', { from: '2026-07', to: '…' }))).toBe(
      'Se superpone con la tarifa vigente del julio de 2026 al …',
    );
    expect(translateError('es', 'STILL_IN_USE', { count: 3 })).not.toContain('{{');
  });
});
