/**
 * The instance the e-documents crash test kills: it takes the queue's jobs as the app's worker does,
 * records a factura, and sends it to a SUNAT double that registers it and never answers; it says
 * so and waits to be killed with SIGKILL.
 */
import { loadConfig } from '../src/config/config.ts';
import { resolveSecretsKey } from '../src/config/secrets-key.ts';
import { createDatabase } from '../src/db/client.ts';
import { createEDocumentQueue } from '../src/modules/e-documents/e-document-queue.ts';
import { recordElectronicDocument } from '../src/modules/e-documents/index.ts';
import { sendElectronicDocument } from '../src/modules/e-documents/send-document.ts';
import { SAMPLE_FACTURA } from '../src/modules/e-documents/ubl-samples-data.ts';
import { useSecretsKey } from '../src/platform/crypto/secret-box.ts';
import { createSunatDouble } from './support/sunat-double.ts';

const [url, storeFile, userId, companyId, fileName] = process.argv.slice(2);
const database = createDatabase(String(url), 3);
// The test processes' key, so the credentials the test sealed open here.
useSecretsKey(resolveSecretsKey(loadConfig({ NODE_ENV: 'test' })));
const retry = { retryLimit: 3, retryDelaySeconds: 1 };
const double = createSunatDouble({
  file: String(storeFile),
  behaviour: () => ({ kind: 'stall', onStall: () => process.stdout.write('stalled\n') }),
});
// pg-boss's shortest heartbeat: the other instance takes the job over sooner (the app's is 30 s).
const queue = createEDocumentQueue(
  database.db,
  { ...retry, heartbeatSeconds: 10, superviseSeconds: 5 },
  (err) => process.stderr.write(`${err.message}\n`),
);
const send = sendElectronicDocument({ db: database.db, transport: double, retry });
// The worker first, as an app does: it writes the queue's settings (the heartbeat) that every job
// sent afterwards carries.
await queue.start(({ id }, attempt) => send(id, attempt));
const id = await database.db.transaction((tx) =>
  recordElectronicDocument(
    tx,
    { user: { id: Number(userId) } },
    {
      companyId: Number(companyId),
      kind: 'sales',
      sourceType: 'sales_document',
      sourceId: 1,
      prepared: {
        fileName: String(fileName),
        xml: `<Invoice>${fileName}</Invoice>`,
        zip: Buffer.from(`zip of ${fileName}`),
        digestValue: 'digest',
        content: { kind: 'sales', document: SAMPLE_FACTURA },
      },
    },
  ),
);
process.stdout.write(`record ${id}\n`);
