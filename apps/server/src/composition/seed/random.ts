/** A seeded generator (mulberry32), so the demo company is the same on every machine. */
export const createRandom = (seed: number) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const chance = (p: number) => next() < p;
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  return { next, int, pick, chance, digits };
};

export type Random = ReturnType<typeof createRandom>;
