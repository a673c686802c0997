import { describe, expect, it } from 'vitest';
import { usesSelfService } from './self-service';

describe('self-service pages', () => {
  it('are offered to users linked to an employee only', () => {
    expect(usesSelfService({ employee_id: 5 })).toBe(true);
    expect(usesSelfService({ employee_id: null })).toBe(false);
    expect(usesSelfService(null)).toBe(false);
  });
});
