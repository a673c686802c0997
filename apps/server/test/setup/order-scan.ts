import { eq } from 'drizzle-orm';
import { documentOrderScans } from '../../src/modules/document-orders/index.ts';
import { client, DEMO, login } from './http.ts';
import { multipart } from './multipart.ts';
import type { TestContext } from './test-app.ts';
import { insertTrip } from './trip-fixture.ts';

const base = '/api/operations/document-order';

/**
 * A document order's scan uploaded through the app as operations would, and the key its row holds:
 * one real upload, download and removal for the tests of each file store.
 */
export const orderScanFlow = async (ctx: TestContext) => {
  const token = (await login(ctx, DEMO.operations)).accessToken;
  const ops = client(ctx, token);
  const trip = await insertTrip(ctx, { state: 'initiated' });
  const created = await ops.post(`${base}/create`, {
    travelOrderId: trip.id,
    trackingNumber: 'PE123456789012345PE',
  });
  const orderId = (created.body as { id: number }).id;
  return {
    upload: async (file: { name: string; type: string; data: Buffer }) => {
      const body = await multipart({ document_order_id: String(orderId) }, file);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${base}/upload-scan`,
        headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
        payload: body.payload,
      });
      const scans = res.statusCode === 200 ? (res.json() as { scans: { id: number }[] }).scans : [];
      // The newest scan is the one just uploaded.
      const scanId = Math.max(0, ...scans.map((s) => s.id));
      const [row] = await ctx.database.db
        .select({ key: documentOrderScans.storageKey })
        .from(documentOrderScans)
        .where(eq(documentOrderScans.id, scanId));
      return { status: res.statusCode, scanId, key: row?.key ?? null };
    },
    download: (scanId: number) =>
      ctx.app.inject({
        method: 'GET',
        url: `${base}/scan/${scanId}`,
        headers: { authorization: `Bearer ${token}` },
      }),
    remove: (scanId: number) => ops.post(`${base}/remove-scan`, { id: scanId }),
  };
};
