import { rules } from '@zerg/shared';
import { describe, expect, it } from 'vitest';
import { passwordChecks } from './password-checks';

const allOk = (password: string) => passwordChecks(password).every((check) => check.ok);

describe('passwordChecks', () => {
  it('agrees with the shared special-password rule', () => {
    const schema = rules.specialPassword();
    for (const password of [
      'Str0ng!Pass',
      'weak',
      'NoDigits!!',
      'nouppercase1!',
      'NOLOWER1!',
      'Short1!',
      'Spa ce1!A',
      'Admin123!',
    ]) {
      expect(allOk(password), password).toBe(schema.safeParse(password).success);
    }
  });

  it('reports each missing part', () => {
    const failing = passwordChecks('abc')
      .filter((check) => !check.ok)
      .map((check) => check.key);
    expect(failing).toEqual(['length', 'upper', 'digit', 'special']);
  });
});
