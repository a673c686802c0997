import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { employeeInformationQueryOptions } from '../components/employee-record/api/get-employee-information';
import { jobDetailsQueryOptions } from '../components/employee-record/api/get-job-details';
import { EMPLOYEES_QUERY_KEY } from '../lib/query-keys';
import { campusesQueryOptions } from './get-campuses';
import { EMPLOYEE_OPTIONS_KEY } from './get-employee-options';
import { employeesByTypeQueryOptions } from './get-employees-by-type';
import { positionsQueryOptions } from './get-positions';
import { REFERENCE_QUERY_KEY, referenceKey } from './keys';

const invalidated = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated;

describe('shared query keys', () => {
  it('let a write to an employee refresh the pickers and the record every screen reads', async () => {
    const client = new QueryClient();
    const keys = [
      [...EMPLOYEE_OPTIONS_KEY, { q: '' }],
      employeesByTypeQueryOptions('administrative').queryKey,
      employeeInformationQueryOptions(5).queryKey,
      jobDetailsQueryOptions(5).queryKey,
    ];
    for (const key of keys) client.setQueryData(key, []);
    client.setQueryData(campusesQueryOptions().queryKey, []);

    await client.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY });

    for (const key of keys) expect(invalidated(client, key), JSON.stringify(key)).toBe(true);
    expect(invalidated(client, campusesQueryOptions().queryKey)).toBe(false);
  });

  it('give each catalogue one key under the reference root, parameters included', () => {
    expect(campusesQueryOptions().queryKey).toEqual([...REFERENCE_QUERY_KEY, 'campuses']);
    expect(positionsQueryOptions(3).queryKey).toEqual(referenceKey('positions', 3));
    expect(positionsQueryOptions(undefined).queryKey).toEqual(referenceKey('positions', 'all'));
  });
});
