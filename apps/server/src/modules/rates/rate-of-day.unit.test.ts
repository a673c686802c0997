import { describe, expect, it } from 'vitest';
import { type RateSpan, rateOfDay } from './rates-lookups.ts';

const span = (id: number, validFrom: string, validTo: string | null, routeId = 1): RateSpan => ({
  id,
  routeId,
  vehicleTypeId: 7,
  amount: `${id}000.00`,
  currency: 'PEN',
  validFrom,
  validTo,
});

// A client's month read once: the first half at one rate, from the 16th at another, another route apart.
const spans = [
  span(1, '2026-01-01', '2026-10-15'),
  span(2, '2026-10-16', null),
  span(3, '2026-01-01', null, 2),
];

describe('rateOfDay', () => {
  it('takes the rate whose validity covers the day, first and last day included', () => {
    expect(rateOfDay(spans, { routeId: 1, vehicleTypeId: 7, date: '2026-10-15' })?.id).toBe(1);
    expect(rateOfDay(spans, { routeId: 1, vehicleTypeId: 7, date: '2026-10-16' })?.id).toBe(2);
    expect(rateOfDay(spans, { routeId: 1, vehicleTypeId: 7, date: '2027-03-01' })?.id).toBe(2);
    expect(rateOfDay(spans, { routeId: 2, vehicleTypeId: 7, date: '2026-10-20' })?.id).toBe(3);
  });

  it('finds none before the first rate, for another vehicle type or another route', () => {
    expect(rateOfDay(spans, { routeId: 1, vehicleTypeId: 7, date: '2025-12-31' })).toBeNull();
    expect(rateOfDay(spans, { routeId: 1, vehicleTypeId: 8, date: '2026-10-10' })).toBeNull();
    expect(rateOfDay(spans, { routeId: 3, vehicleTypeId: 7, date: '2026-10-10' })).toBeNull();
  });
});
