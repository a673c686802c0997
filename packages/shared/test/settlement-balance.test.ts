import { describe, expect, it } from 'vitest';
import { lineOverflow, settlementBalance } from '../src/schemas/operations/settlement-balance.ts';

const advanced = { viatics: '240.00', tolls: '186.40', fuel: '1500.00', other: '0.00' };

describe('settlement balance', () => {
  it('sums per concept and in total, exactly', () => {
    const b = settlementBalance(advanced, [
      { concept: 'tolls', amount: '0.10' },
      { concept: 'tolls', amount: '0.20' },
      { concept: 'fuel', amount: '1499.99' },
    ]);
    expect(b.concepts.tolls).toEqual({ advanced: '186.40', spent: '0.30', balance: '186.10' });
    expect(b.concepts.fuel.balance).toBe('0.01');
    expect(b.advanced).toBe('1926.40');
    expect(b.spent).toBe('1500.29');
    expect(b.balance).toBe('426.11');
    expect(b.direction).toBe('return');
  });

  it('says who owes whom', () => {
    expect(settlementBalance(advanced, [{ concept: 'viatics', amount: '1926.40' }]).direction).toBe('even');
    expect(
      settlementBalance({ viatics: '0', tolls: '0', fuel: '0', other: '0' }, [
        { concept: 'fuel', amount: '5.00' },
      ]).direction,
    ).toBe('pay');
  });

  it('lets a line take the whole balance of its concept and not one céntimo more', () => {
    const lines = [{ concept: 'tolls' as const, amount: '100.00' }];
    expect(lineOverflow(advanced, lines, { concept: 'tolls', amount: '86.40' })).toBeNull();
    expect(lineOverflow(advanced, lines, { concept: 'tolls', amount: '86.41' })).toBe('86.40');
    expect(lineOverflow(advanced, [], { concept: 'other', amount: '0.01' })).toBe('0.00');
  });
});
