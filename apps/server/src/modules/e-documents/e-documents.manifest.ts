import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { createEDocumentQueue, requeueStranded } from './e-document-queue.ts';
import { eDocumentRoutes } from './e-documents.routes.ts';
import { createEDocumentService } from './electronic-document.service.ts';
import { sendElectronicDocument, TryAgainLater } from './send-document.ts';
import { createSunatTransport } from './sunat/sunat-transport.ts';
import type { SunatTransport } from './sunat/sunat-types.ts';
import { createSunatCredentialsService } from './sunat-credentials.service.ts';

/**
 * The module's manifest around the SUNAT client it sends with: SUNAT's (`createSunatTransport`,
 * each exchange bounded by `SUNAT_TIMEOUT_SECONDS`) unless `buildApp` is given another (a double).
 * Documents are sent on the queue's worker; API tests run `sendElectronicDocument` themselves.
 */
export const eDocumentsModuleWith = (given?: SunatTransport): ModuleManifest => ({
  name: 'e-documents',
  setup: (ctx) => {
    const settings = ctx.config.eDocumentQueue;
    const transport = given ?? createSunatTransport({ timeoutMs: settings.sunatTimeoutSeconds * 1000 });
    const queue = ctx.background
      ? createEDocumentQueue(ctx.jobDb, settings, (err) => ctx.log.error({ err }, 'e-documents queue error'))
      : null;
    const send = sendElectronicDocument({ db: ctx.jobDb, transport, retry: settings });
    return {
      routes: eDocumentRoutes({
        credentials: createSunatCredentialsService(ctx),
        documents: createEDocumentService(ctx),
      }),
      ...(queue && {
        worker: {
          start: async () => {
            await queue.start(async ({ id }, attempt) => {
              try {
                await send(id, attempt);
              } catch (err) {
                // SUNAT's own delays are the record's last_error; anything else is a fault to see.
                if (!(err instanceof TryAgainLater)) ctx.log.error({ err, id }, 'e-document send failed');
                throw err;
              }
            });
            await requeueStranded(ctx.jobDb);
          },
          stop: () => queue.stop(),
        },
      }),
    };
  },
});

export const eDocumentsModule = eDocumentsModuleWith();
