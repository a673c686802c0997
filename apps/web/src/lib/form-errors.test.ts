import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { serverFieldEntries, serverWarningEntries } from './form-errors';
import { withSharedTexts } from './shared-texts.test-support';

beforeAll(withSharedTexts);

const translateCode = (code: string) => `T(${code})`;

describe('serverFieldEntries', () => {
  it('maps the errors map onto field names, nested paths included', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'bad', {
      email: ['Must be a valid email'],
      'sections.2': ['Invalid value'],
    });
    expect(serverFieldEntries(error, 'en', translateCode)).toEqual([
      { name: ['email'], errors: ['Must be a valid email'] },
      { name: ['sections', 2], errors: ['Invalid value'] },
    ]);
  });

  it('renders raw shared keys but leaves rendered messages alone', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'bad', {
      fullName: ['validation.max|{"max":120}'],
      phone: ['Ya está en uso'],
    });
    expect(serverFieldEntries(error, 'en', translateCode)).toEqual([
      { name: ['fullName'], errors: ['Must be at most 120 characters'] },
      { name: ['phone'], errors: ['Ya está en uso'] },
    ]);
  });

  it('puts a code without field map on the field the form names for it', () => {
    const error = new ApiError(409, 'WRONG_CURRENT_PASSWORD', 'wrong');
    expect(
      serverFieldEntries(error, 'en', translateCode, { WRONG_CURRENT_PASSWORD: 'currentPassword' }),
    ).toEqual([{ name: ['currentPassword'], errors: ['T(WRONG_CURRENT_PASSWORD)'] }]);
    expect(serverFieldEntries(error, 'en', translateCode)).toEqual([]);
  });

  it('ignores errors that are not API errors', () => {
    expect(serverFieldEntries(new Error('x'), 'en', translateCode)).toEqual([]);
  });
});

describe('serverWarningEntries', () => {
  it('turns the warnings of a save into field warnings', () => {
    expect(
      serverWarningEntries(
        { 'bankAccounts.0.cci': ['The CCI check digits look wrong; please verify it'] },
        'en',
      ),
    ).toEqual([
      { name: ['bankAccounts', 0, 'cci'], warnings: ['The CCI check digits look wrong; please verify it'] },
    ]);
    expect(
      serverWarningEntries({ 'bankAccounts.1.cci': ['validation.cciWarning'] }, 'en')[0]?.warnings,
    ).toEqual(['The CCI check digits look wrong; please verify it']);
    expect(serverWarningEntries(undefined, 'en')).toEqual([]);
  });
});
