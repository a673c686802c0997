import type { ModuleManifest } from '../../platform/module-manifest.ts';

export const billingModule: ModuleManifest = {
  name: 'billing',
  setup: () => ({ routes: async () => {} }),
};
