import { type ModuleManifest, routesOf } from '../../platform/module-manifest.ts';
import { agingExport } from './aging-export.ts';
import { billingRoutes } from './billing.routes.ts';
import { createBillingService } from './billing.service.ts';
import { collectionExport } from './collection-export.ts';
import { receivablesRoutes } from './receivables.routes.ts';
import { createReceivablesService } from './receivables.service.ts';
import { salesDocumentExport } from './sales-document-export.ts';
import { registerSunatAnswers } from './sunat-answers.ts';

export const billingModule: ModuleManifest = {
  name: 'billing',
  listen: registerSunatAnswers,
  exports: [salesDocumentExport, collectionExport, agingExport],
  setup: (ctx) => ({
    routes: routesOf(
      billingRoutes(createBillingService(ctx)),
      receivablesRoutes(createReceivablesService(ctx)),
    ),
  }),
};
