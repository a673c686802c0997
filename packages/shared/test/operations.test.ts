import { describe, expect, it } from 'vitest';
import { limaDate, vehicleRoleOf, windowsOverlap } from '../src/schemas/operations.ts';

describe('operations logic', () => {
  it('tells tractors, semi-trailers and rigid trucks apart by type name', () => {
    expect(vehicleRoleOf('Tracto')).toBe('tractor');
    expect(vehicleRoleOf('Semirremolque')).toBe('semitrailer');
    expect(vehicleRoleOf('Camión')).toBe('rigid');
    expect(vehicleRoleOf('Camión cisterna')).toBe('rigid');
  });
  it('overlaps windows that share time, not those that touch', () => {
    expect(windowsOverlap({ from: 0, to: 10 }, { from: 5, to: 15 })).toBe(true);
    expect(windowsOverlap({ from: 0, to: 10 }, { from: 10, to: 15 })).toBe(false);
    expect(windowsOverlap({ from: 2, to: 3 }, { from: 0, to: 15 })).toBe(true);
  });
  it('reads the departure day in Lima', () => {
    expect(limaDate('2027-06-02T03:00:00Z')).toBe('2027-06-01');
    expect(limaDate('2027-06-02T05:00:00Z')).toBe('2027-06-02');
  });
});
