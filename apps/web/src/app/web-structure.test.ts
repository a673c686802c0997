import { describe, expect, it } from 'vitest';

// Every source file of the web app, keyed by its path relative to this folder (`../features/…`).
const sources = import.meta.glob<string>('../**/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const files = Object.entries(sources).filter(([path]) => !path.includes('.test.'));

/** `../features/users/api/x.ts` + `../../../lib/y` → `lib/y` (relative to `src/`). */
const resolve = (from: string, specifier: string): string => {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.filter((part) => part !== '..').join('/');
};

const featureOf = (path: string): string | null => /^(?:\.\.\/)?features\/([^/]+)\//.exec(path)?.[1] ?? null;

const IMPORT = /\bfrom\s+'(\.[^']+)'|\bimport\(\s*'(\.[^']+)'\s*\)/g;
const API_CALL = /\bapi(?:Get|Post|Upload|Download|GetFile)(?:<[^(]*>)?\(\s*['`]([^'`$]+)['`]/g;

describe('the web app’s structure', () => {
  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('has one client per API call: each endpoint is called from a single file', () => {
    const callers = new Map<string, string[]>();
    for (const [path, source] of files) {
      if (path.endsWith('lib/api-client.ts')) continue;
      for (const match of source.matchAll(API_CALL)) {
        const endpoint = match[1] ?? '';
        const list = callers.get(endpoint) ?? [];
        if (!list.includes(path)) list.push(path);
        callers.set(endpoint, list);
      }
    }
    expect(callers.size).toBeGreaterThan(40);
    expect(callers.get('/campus/list')).toEqual(['../reference-data/get-campuses.ts']);
    const duplicated = [...callers].filter(([, list]) => list.length > 1);
    expect(duplicated).toEqual([]);
  });

  it('keeps features apart: no feature imports another one', () => {
    const crossings: string[] = [];
    for (const [path, source] of files) {
      const own = featureOf(path.slice(3));
      if (!own) continue;
      for (const match of source.matchAll(IMPORT)) {
        const target = resolve(path.slice(3), match[1] ?? match[2] ?? '');
        const other = featureOf(target);
        if (other && other !== own) crossings.push(`${path} → ${target}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
