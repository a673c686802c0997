import { MODULE_IDS } from '@zerg/shared';
import { describe, expect, it } from 'vitest';
import { activeEntryPath } from './active-entry';
import { NAV_CATALOGUE } from './screens';

const operations = [
  { path: '/operations/service-orders/list' },
  { path: '/operations/travel-orders/list' },
  { path: '/operations/document-orders/list' },
];

describe('activeEntryPath', () => {
  it('picks the entry itself or the entry a screen sits below', () => {
    expect(activeEntryPath('/operations/travel-orders/list', operations)).toBe(
      '/operations/travel-orders/list',
    );
    expect(activeEntryPath('/operations/service-orders/list/new', operations)).toBe(
      '/operations/service-orders/list',
    );
  });

  it("highlights Travel orders on a travel order's page, not the module's first entry", () => {
    expect(activeEntryPath('/operations/travel-orders/42', operations)).toBe(
      '/operations/travel-orders/list',
    );
  });

  it('falls back to the module and then to none', () => {
    expect(activeEntryPath('/operations/settlements', operations)).toBe('/operations/service-orders/list');
    expect(activeEntryPath('/rrhh/employees/list', operations)).toBeNull();
  });

  it("highlights Travel orders on a travel order's page in the real Operations menu", () => {
    const entries = NAV_CATALOGUE.find((m) => m.module === MODULE_IDS.OPERATIONS)?.entries ?? [];
    expect(activeEntryPath('/operations/travel-orders/42', entries)).toBe('/operations/travel-orders/list');
  });
});
