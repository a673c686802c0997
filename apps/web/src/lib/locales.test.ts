import { LANGUAGES, MODULES, SECTIONS } from '@zerg/shared';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('../locales/*/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>('../**/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );

const namespacesOf = (lang: string) =>
  Object.keys(files)
    .filter((path) => path.startsWith(`../locales/${lang}/`))
    .map((path) => path.slice(`../locales/${lang}/`.length, -'.json'.length))
    .sort();

// Plural forms differ by language (Spanish has `_many`, English not): keys compare without them.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const keysOf = (lang: string, ns: string): string[] =>
  [
    ...new Set(
      flatten(files[`../locales/${lang}/${ns}.json`] ?? {}).map((k) => k.replace(PLURAL_SUFFIX, '')),
    ),
  ].sort();

const translationAt = (lang: string, ns: string, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Tree | undefined)?.[part],
      files[`../locales/${lang}/${ns}.json`],
    );

describe('web locales', () => {
  const namespaces = namespacesOf('es');

  it('exist for every language with the same namespaces', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const lang of LANGUAGES) expect(namespacesOf(lang), lang).toEqual(namespaces);
  });

  it('carry exactly the same keys in every language, none empty', () => {
    for (const ns of namespaces) {
      const reference = keysOf('es', ns);
      for (const lang of LANGUAGES) {
        expect(keysOf(lang, ns), `${lang}/${ns}`).toEqual(reference);
        for (const key of flatten(files[`../locales/${lang}/${ns}.json`] ?? {}))
          expect(translationAt(lang, ns, key), `${lang}/${ns}:${key}`).not.toBe('');
      }
    }
  });

  it('translate every module and section of the shared catalogue', () => {
    for (const lang of LANGUAGES) {
      for (const module of MODULES)
        expect(translationAt(lang, 'common', `modules.${module.key}`), module.key).toBeTypeOf('string');
      for (const section of SECTIONS) {
        expect(translationAt(lang, 'common', `sections.${section.key}`), section.key).toBeTypeOf('string');
      }
    }
  });

  it('define every fully qualified key the code uses', () => {
    const used = new Set<string>();
    const pattern = new RegExp(`['"](${namespaces.join('|')}):([A-Za-z0-9_.]+)['"]`, 'g');
    for (const [path, source] of Object.entries(sources)) {
      if (path.endsWith('.test.ts')) continue;
      for (const match of source.matchAll(pattern)) used.add(`${match[1]}:${match[2]}`);
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((id) => {
      const [ns = '', key = ''] = id.split(':');
      // A key used with `count` is defined by its plural forms (`key_one`, `key_other`).
      const defined = (k: string) => typeof translationAt('es', ns, k) === 'string';
      return !defined(key) && !(defined(`${key}_one`) && defined(`${key}_other`));
    });
    expect(missing).toEqual([]);
  });
});
