import { describe, expect, it } from 'vitest';
import { compactFilters } from './use-list-state';

describe('compactFilters', () => {
  it('drops cleared values so optional API filters stay absent', () => {
    expect(compactFilters({ roleId: 2, campusId: undefined, status: null, q: '', moduleId: 0 })).toEqual({
      roleId: 2,
      moduleId: 0,
    });
    expect(compactFilters({})).toEqual({});
  });
});
