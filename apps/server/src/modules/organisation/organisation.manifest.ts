import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { createAreaAccessService } from './area-access.service.ts';
import { createCompanyService } from './company.service.ts';
import { createCompanyCertificateService } from './company-certificate.service.ts';
import { organisationRoutes } from './organisation.routes.ts';
import { createRolesAreasService } from './roles-areas.service.ts';

export const organisationModule: ModuleManifest = {
  name: 'organisation',
  setup: (ctx) => ({
    routes: organisationRoutes({
      companies: createCompanyService(ctx, ctx.storage),
      certificates: createCompanyCertificateService(ctx),
      rolesAreas: createRolesAreasService(ctx),
      areaAccess: createAreaAccessService(ctx),
    }),
  }),
};
