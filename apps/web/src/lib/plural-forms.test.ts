import { LANGUAGES } from '@zerg/shared';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

// The web's texts and the shared ones the server renders (errors, validation) alike.
const web = import.meta.glob<Tree>('../locales/*/*.json', { eager: true, import: 'default' });
const shared = import.meta.glob<Tree>('../../../../packages/shared/src/locales/*.json', {
  eager: true,
  import: 'default',
});

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );

const fileLanguage = (path: string) => /\/locales\/(\w+)(?:\/|\.json$)/.exec(path)?.[1] ?? '';
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every `{{count}}` text that is not one of a full set of plural forms, as `lang path key`. */
export const missingPluralForms = (files: Record<string, Tree>): string[] =>
  Object.entries(files).flatMap(([path, tree]) => {
    const lang = fileLanguage(path);
    const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const texts = new Map(flatten(tree));
    const problems: string[] = [];
    for (const [key, text] of texts) {
      if (!text.includes('{{count}}')) continue;
      const base = key.replace(PLURAL, '');
      if (base === key) problems.push(`${lang} ${path} ${key}: no plural forms`);
      for (const form of needed)
        if (!texts.has(`${base}_${form}`)) problems.push(`${lang} ${path} ${base}_${form} missing`);
    }
    return [...new Set(problems)];
  });

describe('texts with a count', () => {
  it('find the files of every language', () => {
    for (const lang of LANGUAGES) {
      expect(
        Object.keys(web).some((p) => fileLanguage(p) === lang),
        lang,
      ).toBe(true);
      expect(
        Object.keys(shared).some((p) => fileLanguage(p) === lang),
        lang,
      ).toBe(true);
    }
  });

  it('have every plural form their language needs, web and shared alike', () => {
    expect(missingPluralForms({ ...web, ...shared })).toEqual([]);
  });

  it('are caught when a form is missing', () => {
    expect(missingPluralForms({ '../locales/es/x.json': { n: '{{count}} días' } })).toEqual([
      'es ../locales/es/x.json n: no plural forms',
      'es ../locales/es/x.json n_one missing',
      'es ../locales/es/x.json n_many missing',
      'es ../locales/es/x.json n_other missing',
    ]);
    expect(missingPluralForms({ '../locales/en/x.json': { n_one: '{{count}} day' } })).toEqual([
      'en ../locales/en/x.json n_other missing',
    ]);
  });
});
