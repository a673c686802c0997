import { describe, expect, it } from 'vitest';
import { weekdayName } from './weekday-name';

describe('weekdayName', () => {
  it('names ISO weekdays in the UI language', () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'en', 'short')).toBe('Sun');
    expect(weekdayName(3, 'es')).toBe('miércoles');
  });
});
