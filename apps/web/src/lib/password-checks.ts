export type PasswordCheckKey = 'length' | 'lower' | 'upper' | 'digit' | 'special';

export type PasswordCheck = { key: PasswordCheckKey; ok: boolean };

const ALLOWED = /^[A-Za-z\d@$!%*?&]*$/;

/**
 * The parts of the shared special-password rule, one by one, for the checklist under the field.
 * The shared schema stays the authority; this only explains it while typing.
 */
export const passwordChecks = (password: string): PasswordCheck[] => [
  { key: 'length', ok: password.length >= 8 },
  { key: 'lower', ok: /[a-z]/.test(password) },
  { key: 'upper', ok: /[A-Z]/.test(password) },
  { key: 'digit', ok: /\d/.test(password) },
  { key: 'special', ok: /[@$!%*?&]/.test(password) && ALLOWED.test(password) },
];
