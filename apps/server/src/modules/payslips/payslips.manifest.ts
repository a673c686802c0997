import { type ModuleManifest, routesOf } from '../../platform/module-manifest.ts';
import { eBoletaRoutes } from './e-boleta.routes.ts';
import { createEBoletaService } from './e-boleta.service.ts';
import { eBoletaBatchHandler } from './e-boleta-batch.ts';
import { registerHojaDocument } from './liquidacion-document.ts';
import { payslipRoutes } from './payslip.routes.ts';
import { createPayslipService } from './payslip.service.ts';
import { payslipBatchHandlers } from './payslip-batch.ts';
import { runSheetExport } from './run-sheet-export.ts';

export const payslipsModule: ModuleManifest = {
  name: 'payslips',
  exports: [runSheetExport],
  // A liquidación's approval mails the worker the hoja (this module) before the certificado de
  // trabajo (labour-certificates): this manifest comes first in app.ts.
  listen: registerHojaDocument,
  batches: ({ jobDb, mail, storage, config }) => ({
    'e-boletas': eBoletaBatchHandler({ db: jobDb, mail, storage, appUrl: config.appUrl }),
    ...payslipBatchHandlers(),
  }),
  setup: (ctx) => ({
    routes: routesOf(
      payslipRoutes(createPayslipService(ctx, ctx.documentBatches)),
      eBoletaRoutes(createEBoletaService(ctx)),
    ),
  }),
};
