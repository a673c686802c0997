import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { canRetry, errorMessage } from './error-message';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'es',
    resources: {
      es: {
        common: { errors: { network: 'Sin conexión', unknown: 'Algo falló' } },
        shared: {
          errors: {
            NOT_FOUND: 'No encontrado',
            VEHICLE_DOCUMENT_MISSING:
              'El vehículo {{plate}} no tiene {{document}} vigente en la fecha de salida',
          },
        },
      },
    },
  });
});

describe('errorMessage', () => {
  it('shows the server message, already filled, when the template has placeholders', () => {
    const error = new ApiError(
      409,
      'VEHICLE_DOCUMENT_MISSING',
      'El vehículo ABC-123 no tiene SOAT vigente en la fecha de salida',
    );
    expect(errorMessage(i18n.t, error)).toBe(
      'El vehículo ABC-123 no tiene SOAT vigente en la fecha de salida',
    );
  });

  it('translates codes without placeholders by their own key', () => {
    expect(errorMessage(i18n.t, new ApiError(404, 'NOT_FOUND', 'Not found'))).toBe('No encontrado');
  });

  it('uses the client keys for failures that never reached the API', () => {
    expect(errorMessage(i18n.t, new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe('Sin conexión');
    expect(errorMessage(i18n.t, new Error('boom'))).toBe('Algo falló');
  });
});

describe('canRetry', () => {
  it('offers a retry for failures a second try may fix', () => {
    expect(canRetry(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(true);
    expect(canRetry(new ApiError(503, 'DATABASE_UNAVAILABLE', 'x'))).toBe(true);
    expect(canRetry(new ApiError(429, 'TOO_MANY_ATTEMPTS', 'x'))).toBe(true);
    expect(canRetry(new Error('boom'))).toBe(true);
  });

  it('not for a refusal, such as a user without an employee record', () => {
    expect(canRetry(new ApiError(404, 'NO_EMPLOYEE_RECORD', 'x'))).toBe(false);
    expect(canRetry(new ApiError(403, 'SECTION_NOT_GRANTED', 'x'))).toBe(false);
  });
});
