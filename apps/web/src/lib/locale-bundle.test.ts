import { describe, expect, it } from 'vitest';
import { byNamespace } from './locale-bundle';

describe('byNamespace', () => {
  it('names each file by its namespace', () => {
    expect(byNamespace({ './users.json': { a: 'b' }, './travel-routes.json': { c: 'd' } })).toEqual({
      users: { a: 'b' },
      'travel-routes': { c: 'd' },
    });
  });
});
