import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { tRegistroRoutes } from './t-registro.routes.ts';
import { createTRegistroService } from './t-registro.service.ts';

export const tRegistroModule: ModuleManifest = {
  name: 't-registro',
  setup: (ctx) => ({ routes: tRegistroRoutes(createTRegistroService(ctx)) }),
};
