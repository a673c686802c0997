import type { TViatic, TViaticRole } from '@zerg/shared';
import { describe, expect, it } from 'vitest';
import { viaticPermissions } from './viatic-columns';

const chief: TViaticRole = {
  hr: false,
  ceo: false,
  chiefAreaIds: [3],
  userId: 7,
  employeeId: 30,
  canRequest: true,
};
const row = (over: Partial<TViatic>) =>
  ({ employeeId: 41, areaId: 3, stage: 'chief', travelOrderId: null, createdById: 9, ...over }) as TViatic;

describe('viaticPermissions', () => {
  it("lets an area's chief decide a viatic of the area that someone else asked for", () => {
    expect(viaticPermissions(chief, row({}))).toEqual({
      edit: true,
      approveChief: true,
      approveHr: false,
      reject: true,
    });
  });

  it('lets whoever asked for a viatic edit it but not decide it', () => {
    expect(viaticPermissions(chief, row({ createdById: 7 }))).toEqual({
      edit: true,
      approveChief: false,
      approveHr: false,
      reject: false,
    });
  });

  it("lets the chief decide a trip's viatic even when they planned the trip", () => {
    expect(viaticPermissions(chief, row({ createdById: 7, travelOrderId: 12 })).approveChief).toBe(true);
  });

  it('never lets the worker decide their own viatic', () => {
    expect(viaticPermissions(chief, row({ employeeId: 30 })).approveChief).toBe(false);
  });
});
