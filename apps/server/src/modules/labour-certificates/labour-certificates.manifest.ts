import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { labourCertificateRoutes } from './labour-certificate.routes.ts';
import { createLabourCertificateService } from './labour-certificate.service.ts';
import { registerLiquidacionMail } from './liquidacion-mail.ts';
import { quintaCertificatesBatch } from './quinta-batch.ts';

export const labourCertificatesModule: ModuleManifest = {
  name: 'labour-certificates',
  // Mails a liquidación's documents to the worker: the hoja of payslips, then the certificado.
  listen: ({ storage, mail }) => registerLiquidacionMail({ storage, mail }),
  batches: () => ({ 'quinta-certificates': quintaCertificatesBatch() }),
  setup: (ctx) => ({
    routes: labourCertificateRoutes(createLabourCertificateService(ctx, ctx.documentBatches)),
  }),
};
