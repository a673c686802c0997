import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { entityGroupRoutes } from './entity-group.routes.ts';
import { createEntityGroupService } from './entity-group.service.ts';
import { entityGroupExport } from './entity-group-export.ts';

export const entityGroupsModule: ModuleManifest = {
  name: 'entity-groups',
  exports: [entityGroupExport],
  setup: (ctx) => ({ routes: entityGroupRoutes(createEntityGroupService(ctx)) }),
};
