import { describe, expect, it } from 'vitest';
import { PCGE_2010_MOVES } from './pcge-2010-moves.ts';
import { PCGE_CHART } from './pcge-chart.ts';

const codes = PCGE_CHART.map(([code]) => code);
const listed = new Set(codes);

describe('the PCGE 2019 data', () => {
  it('lists each code once, digits only, every level below the one above it', () => {
    expect(codes.length).toBe(listed.size);
    expect(codes.filter((c) => !/^\d{1,6}$/.test(c))).toEqual([]);
    // The plan skips no level: each code's parent is the code one digit shorter.
    expect(codes.filter((c) => c.length > 1 && !listed.has(c.slice(0, -1)))).toEqual([]);
    expect(PCGE_CHART.filter(([, name]) => !name.trim() || name !== name.trim())).toEqual([]);
  });

  it('has the 2019 codes where the 2010 chart differed', () => {
    const name = new Map(PCGE_CHART);
    expect(name.get('417')).toBe('Administradoras de fondos de pensiones');
    expect(name.has('407')).toBe(false);
    expect(name.get('70321')).toBe('Terceros');
    expect(name.get('7032')).toBe('Servicios – Local');
    expect(name.get('7041')).toBe('Subproductos');
    expect(name.get('62')).toBe('Gastos de personal y directores');
  });

  it('moves each 2010 account to a 2019 leaf; a removed code is not in the plan, a kept one is', () => {
    const parents = new Set(
      codes.flatMap((c) => [...Array(c.length - 1).keys()].map((i) => c.slice(0, i + 1))),
    );
    for (const m of PCGE_2010_MOVES) {
      expect(listed.has(m.to), m.to).toBe(true);
      expect(parents.has(m.to), `${m.to} is a leaf`).toBe(false);
      expect(listed.has(m.from), m.from).toBe(m.kind !== 'removed');
    }
  });
});
