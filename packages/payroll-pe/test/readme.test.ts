import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const examples = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)]
  .map((match) => match[1] ?? '')
  .filter((code) => code.includes("from '@zerg/payroll-pe'"));
const directory = mkdtempSync(join(tmpdir(), 'payroll-pe-readme-'));

afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('README examples', () => {
  it('has one example per calculation', () => {
    for (const name of [
      'parametersAt',
      'computePayslip',
      'computeQuincena',
      'computeQuinta',
      'computeGratificacion',
      'computeCts',
      'computeVacations',
      'computeLiquidacion',
    ]) {
      expect(
        examples.some((code) => code.includes(`${name}(`)),
        name,
      ).toBe(true);
    }
  });

  examples.forEach((code, index) => {
    const body = code.slice(code.indexOf('\n', code.indexOf("from '@zerg/payroll-pe'")));
    const firstCall = /compute\w+/.exec(body)?.[0] ?? 'parametersAt';
    it(`example ${index + 1} (${firstCall}) runs and prints what its comments say`, async () => {
      const expected = [...code.matchAll(/\/\/ → (.*)$/gm)].map((match) => match[1]?.trim());
      const file = join(directory, `example-${index}.ts`);
      writeFileSync(file, code.replaceAll("'@zerg/payroll-pe'", JSON.stringify(entry)));
      const printed: string[] = [];
      const spy = vi.spyOn(console, 'log').mockImplementation((value: unknown) => {
        printed.push(String(value));
      });
      try {
        await import(/* @vite-ignore */ file);
      } finally {
        spy.mockRestore();
      }
      expect(printed).toEqual(expected);
    });
  });
});
