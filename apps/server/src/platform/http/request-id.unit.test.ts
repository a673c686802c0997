import { describe, expect, it } from 'vitest';
import { requestIdFrom } from './request-id.ts';

describe('the request id', () => {
  it('keeps a well-formed incoming id', () => {
    for (const id of ['abc', 'lb-7f3a.42:1', '0f8b4c2e-8d4c-4a8e-9a55-0c1f1d8e2b11', 'x'.repeat(128)]) {
      expect(requestIdFrom(id)).toBe(id);
    }
  });

  it('makes a new one for a missing, repeated or malformed header', () => {
    for (const header of [undefined, '', ['a', 'b'], 'two words', 'a"b', '-leading', 'x'.repeat(129), 'é']) {
      expect(requestIdFrom(header)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
  });
});
