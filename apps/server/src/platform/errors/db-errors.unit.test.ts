import { describe, expect, it } from 'vitest';
import { fromDatabaseError } from './db-errors.ts';

/** What drizzle throws: its own error with the driver's error as `cause`. */
const wrapped = (pg: Record<string, string>) =>
  Object.assign(new Error('Failed query: insert …'), { cause: Object.assign(new Error(pg.message), pg) });

describe('database constraint errors', () => {
  it('maps a unique violation to 409 naming the column, found through the wrapper', () => {
    const error = fromDatabaseError(
      wrapped({
        code: '23505',
        constraint: 'campuses_name_unique',
        detail: 'Key (name)=(Sede Arequipa) already exists.',
      }),
    );
    expect(error).toMatchObject({
      status: 409,
      code: 'ALREADY_REGISTERED',
      fields: { name: ['validation.alreadyRegistered'] },
    });
  });

  it('uses the declared field and code of a known constraint', () => {
    expect(
      fromDatabaseError(
        wrapped({
          code: '23505',
          constraint: 'users_email_lower_idx',
          detail: 'Key (lower(email))=(a@zerg.pe) already exists.',
        }),
      ),
    ).toMatchObject({ status: 409, code: 'EMAIL_ALREADY_REGISTERED', fields: { email: expect.any(Array) } });
  });

  it('names no column of an expression index it does not know', () => {
    expect(
      fromDatabaseError(
        wrapped({ code: '23505', constraint: 'x_idx', detail: 'Key (lower(name))=(a) already exists.' }),
      ),
    ).toMatchObject({ status: 409, fields: { _: ['validation.alreadyRegistered'] } });
  });

  it('maps a missing reference to 400 and a row still referenced to 409', () => {
    expect(
      fromDatabaseError(
        wrapped({
          code: '23503',
          constraint: 'employee_jobs_area_id_areas_id_fk',
          detail: 'Key (area_id)=(999) is not present in table "areas".',
        }),
      ),
    ).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { areaId: ['validation.notFoundRef'] },
    });
    expect(
      fromDatabaseError(
        wrapped({
          code: '23503',
          constraint: 'employee_jobs_area_id_areas_id_fk',
          detail: 'Key (id)=(2) is still referenced from table "employee_jobs".',
        }),
      ),
    ).toMatchObject({ status: 409, code: 'STILL_IN_USE', fields: { id: ['validation.inUse'] } });
  });

  it('maps the database out of reach to 503 DATABASE_UNAVAILABLE with Retry-After', () => {
    const refused = Object.assign(
      new AggregateError([
        Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }),
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ]),
      { code: 'ECONNREFUSED' },
    );
    for (const error of [
      Object.assign(new Error('Failed query: select 1'), { cause: refused }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      wrapped({ code: '57P01', message: 'terminating connection due to administrator command' }),
      wrapped({ code: '57P03', message: 'the database system is starting up' }),
      wrapped({ code: '08006', message: 'connection failure' }),
    ]) {
      expect(fromDatabaseError(error)).toMatchObject({
        status: 503,
        code: 'DATABASE_UNAVAILABLE',
        headers: { 'retry-after': '5' },
      });
    }
  });

  it('maps a statement stopped by its time limit to 503 QUERY_TIMEOUT', () => {
    expect(
      fromDatabaseError(wrapped({ code: '57014', message: 'canceling statement due to statement timeout' })),
    ).toMatchObject({ status: 503, code: 'QUERY_TIMEOUT' });
  });

  it('leaves every other error alone', () => {
    expect(fromDatabaseError(new Error('boom'))).toBeNull();
    expect(fromDatabaseError(wrapped({ code: '40001', detail: '' }))).toBeNull();
    expect(fromDatabaseError(Object.assign(new Error('fastify'), { code: 'FST_ERR_X' }))).toBeNull();
  });
});
