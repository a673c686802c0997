import fc from 'fast-check';
import type { Hints, JsonSchema } from './zod-arbitrary.ts';

/**
 * What the fuzzer sends: plausible values for properties whose rules a JSON schema cannot carry (so
 * that many generated bodies get past validation into the services), and the mutations that turn a
 * body into a hostile one.
 */

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const isDateSchema = (s: JsonSchema): boolean =>
  s.pattern === DATE_PATTERN || Boolean(s.anyOf?.some(isDateSchema));

const isoDate = (from: string, to: string) =>
  fc
    .date({ min: new Date(from), max: new Date(to), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

const digits = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`));

/** Seven days, Monday to Sunday, each worked 08:00–17:00 with a break or off. */
const week = fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }).map((off) =>
  off.map((dayOff, i) => ({
    weekday: i + 1,
    dayOff,
    entryTime: dayOff ? null : '08:00',
    breakStart: dayOff ? null : '13:00',
    breakEnd: dayOff ? null : '14:00',
    exitTime: dayOff ? null : '17:00',
  })),
);

const smallId = fc.integer({ min: 1, max: 15 });

const BY_NAME: Record<string, fc.Arbitrary<unknown>> = {
  documentType: fc.constantFrom('01', '01', '01', '04'),
  documentNumber: digits(8),
  mobilePhone: digits(8).map((d) => `(+51)9${d}`),
  nationality: fc.constantFrom('PE', 'VE', 'CO'),
  country: fc.constantFrom('PE', 'PE', 'AR'),
  districtUbigeo: fc.constantFrom('150140', '150101', '040101'),
  department: fc.constantFrom('15', '04', '99'),
  province: fc.constantFrom('1501', '0401', '9999'),
  bank: fc.constantFrom('002', '003', '011'),
  accountNumber: digits(14),
  cci: digits(20),
  cuspp: fc.stringMatching(/^[A-Z0-9]{12}$/),
  contractType: fc.constantFrom('indefinite', 'indefinite', 'fixed_term'),
  contractEndDate: fc.constantFrom(null, '2031-12-31'),
  pensionSystem: fc.constantFrom('onp', 'integra'),
  afpCommissionType: fc.constantFrom('flow', 'balance'),
  salary: fc.oneof(fc.constantFrom('1500.00', '4200.5'), fc.integer({ min: 1, max: 99_999 })),
  password: fc.constant('Fuzz1234!'),
  passwordConfirmation: fc.constant('Fuzz1234!'),
  currentPassword: fc.constantFrom('Fuzz1234!', 'Admin123!'),
  days: week,
  serviceYear: fc.integer({ min: 1, max: 6 }),
  employee_ids: fc.array(smallId, { minLength: 1, maxLength: 4 }),
  modules: fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 3 }),
  sections: fc.array(fc.constantFrom(0, 2, 4, 8, 19), { maxLength: 3 }),
};

const KNOWN_EMAILS = ['admin@zerg.pe', 'rrhh@zerg.pe', 'conductor@zerg.pe', 'nobody@zerg.pe'];

export const fuzzHints: Hints = (key, schema) => {
  const byName = Object.hasOwn(BY_NAME, key) ? BY_NAME[key] : undefined;
  if (byName) return byName;
  if (isDateSchema(schema))
    return key === 'birthDate' ? isoDate('1930-01-01', '2008-12-31') : isoDate('2000-01-01', '2030-12-31');
  if (/email/i.test(key))
    return fc.oneof(
      fc.constantFrom(...KNOWN_EMAILS),
      fc.stringMatching(/^[a-z][a-z0-9]{4,12}$/).map((local) => `${local}@zerg.pe`),
    );
  if (key === 'id' || /(_id|Id)$/.test(key)) return smallId;
  return undefined;
};

/**
 * A position belongs to one area: wherever a body names both, the area becomes the position's own,
 * so that valid-looking job details get past that check into the service's writes.
 */
export const alignPositions = (positionAreas: ReadonlyMap<number, number>) => {
  const align = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(align);
    if (!isObject(value)) return value;
    const out = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, align(v)]));
    const area = typeof out.positionId === 'number' ? positionAreas.get(out.positionId) : undefined;
    if (area !== undefined && 'areaId' in out) out.areaId = area;
    return out;
  };
  return align;
};

/** A body sent as raw JSON text, so that keys such as `__proto__` reach the server as written. */
export type FuzzCase = { kind: string; at?: string; payload: string | undefined };

type Path = (string | number)[];

const childPaths = (value: unknown, at: Path = []): Path[] => {
  if (Array.isArray(value)) return [at, ...value.flatMap((v, i) => childPaths(v, [...at, i]))];
  if (value && typeof value === 'object')
    return [at, ...Object.entries(value).flatMap(([k, v]) => childPaths(v, [...at, k]))];
  return [at];
};

const valueAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], value);

const withAt = (value: unknown, path: Path, replace: (node: unknown) => unknown): unknown => {
  if (path.length === 0) return replace(value);
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? withAt(v, rest, replace) : v));
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  copy[head] = withAt(copy[head], rest, replace);
  return copy;
};

/** An own, enumerable key even for `__proto__`, as JSON.parse makes it, so JSON.stringify writes it. */
const withOwnKey = (node: Record<string, unknown>, key: string, value: unknown) => {
  const copy = { ...node };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
};

/**
 * Deep nesting is spliced into the JSON text: building it as a value would overflow the stack of
 * JSON.stringify here before the server ever sees it.
 */
const DEEP = '\u0001deep:';
const deeplyNested = (depth: number) => `${DEEP}${depth}`;
const spliceDeep = (json: string) =>
  json.replace(
    /"\\u0001deep:(\d+)"/g,
    (_, d: string) => `${'{"a":['.repeat(Number(d))}1${']}'.repeat(Number(d))}`,
  );

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isDateString = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

const IMPOSSIBLE_DATES = ['2023-02-30', '2023-02-29', '2023-04-31', '2023-13-01', '2023-00-10', '0000-00-00'];
const EDGE_STRINGS = [
  '',
  '   ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  'ñ'.repeat(300),
  '𝕏'.repeat(50),
];
const EDGE_NUMBERS = [0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 1e-7];
const HUGE = 100_000;
const OVER_BODY_LIMIT = 1024 * 1024 + 10;

type Mutation = {
  name: string;
  /** Where it applies; when nowhere, the whole body. */
  applies: (node: unknown) => boolean;
  mutate: (node: unknown, n: number) => unknown;
};

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

const MUTATIONS: Mutation[] = [
  { name: 'null', applies: () => true, mutate: () => null },
  {
    name: 'wrong type',
    applies: () => true,
    mutate: (node, n) => {
      if (typeof node === 'string') return pick([123, true, {}, [node]], n);
      if (typeof node === 'number') return pick([String(node), 'abc', false, [node]], n);
      if (typeof node === 'boolean') return pick(['true', 1, {}], n);
      if (Array.isArray(node)) return pick([{}, 'x', 1, { 0: node[0] }], n);
      if (isObject(node)) return pick([[node], 'x', 1, true], n);
      return pick(['x', 1, {}, []], n);
    },
  },
  { name: 'impossible date', applies: isDateString, mutate: (_, n) => pick(IMPOSSIBLE_DATES, n) },
  { name: 'edge string', applies: (v) => typeof v === 'string', mutate: (_, n) => pick(EDGE_STRINGS, n) },
  { name: 'edge number', applies: (v) => typeof v === 'number', mutate: (_, n) => pick(EDGE_NUMBERS, n) },
  {
    name: 'huge string',
    applies: (v) => typeof v === 'string',
    mutate: (_, n) => 'x'.repeat(n % 5 === 0 ? OVER_BODY_LIMIT : HUGE),
  },
  {
    name: 'huge array',
    applies: Array.isArray,
    mutate: (node) => Array(5000).fill((node as unknown[])[0] ?? 1),
  },
  {
    name: 'unknown key',
    applies: isObject,
    mutate: (node, n) => ({
      ...(node as object),
      [pick(['isAdmin', 'zz_unknown', 'id', 'sections'], n)]: true,
    }),
  },
  {
    name: 'prototype key',
    applies: isObject,
    mutate: (node, n) =>
      withOwnKey(
        node as Record<string, unknown>,
        pick(['__proto__', 'constructor', 'prototype'], n),
        pick([{ isAdmin: true }, { prototype: { isAdmin: true } }], n >> 2),
      ),
  },
  {
    name: 'missing key',
    applies: (v) => isObject(v) && Object.keys(v).length > 0,
    mutate: (node, n) => {
      const keys = Object.keys(node as object);
      const { [pick(keys, n)]: _, ...rest } = node as Record<string, unknown>;
      return rest;
    },
  },
  { name: 'array for object', applies: isObject, mutate: (node) => [node] },
  { name: 'deep nesting', applies: () => true, mutate: (_, n) => deeplyNested(n % 2 ? 5000 : 64) },
];

/** Replacements of the whole request, not of one value in it. */
const WHOLE_BODIES: FuzzCase[] = [
  { kind: 'body null', payload: 'null' },
  { kind: 'body array', payload: '[]' },
  { kind: 'body string', payload: '"x"' },
  { kind: 'body number', payload: '0' },
  { kind: 'body true', payload: 'true' },
  { kind: 'body empty', payload: '' },
  { kind: 'body malformed', payload: '{"a":' },
  { kind: 'body duplicate keys', payload: '{"__proto__":{"x":1},"a":1,"a":2}' },
];

/** A hostile variant of the valid-looking `body`: one value mutated, or the whole request replaced. */
export const mutatedCase = (body: unknown): fc.Arbitrary<FuzzCase> => {
  const paths = childPaths(body);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...WHOLE_BODIES) },
    {
      weight: 6,
      arbitrary: fc
        .record({ m: fc.constantFrom(...MUTATIONS), p: fc.nat(), n: fc.nat() })
        .map(({ m, p, n }) => {
          const targets = paths.filter((path) => m.applies(valueAt(body, path)));
          // No value of this body takes the mutation (say, no array in it): send a whole-body case.
          if (!targets.length) return pick(WHOLE_BODIES, p);
          const path = pick(targets, p);
          const mutated = withAt(body, path, (node) => m.mutate(node, n));
          return {
            kind: m.name,
            at: path.join('.') || '(body)',
            payload: spliceDeep(JSON.stringify(mutated) ?? ''),
          };
        }),
    },
  );
};

/** Path segments a client could put where the route expects an id or an email. */
export const HOSTILE_PARAMS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x1F',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'null',
  ' ',
  '\u0000',
  '%00',
  '../../etc/passwd',
  'x'.repeat(5000),
  'ñ',
];
