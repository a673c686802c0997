import { MODULE_IDS, OPEN_SECTION, SECTION_IDS } from '@zerg/shared';
import { describe, expect, it } from 'vitest';
import { firstScreenOf, landingRoute } from '../lib/access';
import { SELF_SERVICE_PATHS } from '../lib/self-service';
import { NAV_CATALOGUE, SCREENS } from './screens';

describe('landingRoute on the real catalogue', () => {
  it('works with the real catalogue', () => {
    expect(landingRoute([4], NAV_CATALOGUE)).toBe('/users/list');
    expect(landingRoute([2], NAV_CATALOGUE)).toBe('/settings/homework-status/list');
    expect(landingRoute([8], NAV_CATALOGUE)).toBe('/rrhh/employees/list');
  });

  it('takes the operations coordinator to Operations, not to Settings › Clients', () => {
    const S = SECTION_IDS;
    const coordinator = [
      S.VIATICS,
      S.TRAVEL_ORDERS,
      S.SERVICE_ORDERS,
      S.DOCUMENT_ORDERS,
      S.DOCUMENTARY_SETTLEMENTS,
      S.OPERATIONS_ATTENDANCE,
      S.CLIENTS,
      S.TRAVEL_ROUTES,
      S.VEHICLES,
    ].sort((a, b) => a - b);
    expect(landingRoute(coordinator, NAV_CATALOGUE)).toBe(
      firstScreenOf(MODULE_IDS.OPERATIONS, coordinator, NAV_CATALOGUE),
    );
    expect(landingRoute(coordinator, NAV_CATALOGUE)).toMatch(/^\/operations\//);
    const modules = [MODULE_IDS.OPERATIONS, MODULE_IDS.SETTINGS, MODULE_IDS.MONITORING];
    expect(landingRoute(coordinator, NAV_CATALOGUE, modules)).toMatch(/^\/operations\//);
  });

  it('looks only at the modules the user holds', () => {
    const S = SECTION_IDS;
    // The security supervisor: Monitoring only, though viatics and reports also have HR screens.
    const supervisor = [S.MONITORING_ATTENDANCE, S.VIATICS, S.REPORTS];
    expect(landingRoute(supervisor, NAV_CATALOGUE, [MODULE_IDS.MONITORING])).toMatch(/^\/monitoring\//);
  });
});

describe('NAV_CATALOGUE', () => {
  it('has unique paths, each under its module path', () => {
    const paths = NAV_CATALOGUE.flatMap((m) => m.entries.map((e) => e.path));
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('self-service pages', () => {
  it('are screens every signed-in user may open', () => {
    for (const path of Object.values(SELF_SERVICE_PATHS)) {
      expect(SCREENS.find((s) => s.path === path)?.section, path).toBe(OPEN_SECTION);
    }
  });
});
