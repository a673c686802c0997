import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IConfiguration;

// Inside apps/server, where the rule looks; `.tmp/` is ignored by git.
const scratch = join(ROOT, 'apps/server/.tmp');
mkdirSync(scratch, { recursive: true });
const dir = mkdtempSync(join(scratch, 'cycle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const violationsOf = async (files: Record<string, string>) => {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const { tsConfig: _, ...options } = config.options ?? {};
  const { output } = await cruise([relative(ROOT, dir)], {
    ...options,
    baseDir: ROOT,
    validate: true,
    ruleSet: { forbidden: config.forbidden?.filter((rule) => rule.name === 'no-circular') },
  });
  return (output as ICruiseResult).summary.violations.map((v) => v.rule.name);
};

describe('the no-circular rule of the server', () => {
  it('counts a cycle made only of type imports', async () => {
    const found = await violationsOf({
      'invoice.ts':
        "import type { Customer } from './customer.ts';\nexport type Invoice = { to: Customer };\n",
      'customer.ts':
        "import type { Invoice } from './invoice.ts';\nexport type Customer = { open: Invoice[] };\n",
    });
    expect(found).toContain('no-circular');
  });
});
