import { eq } from 'drizzle-orm';
import { announceTripAdvance, travelOrders } from '../../src/modules/operations/index.ts';
import type { TestContext } from './test-app.ts';

/** What creating a trip through operations does for its advance, for a trip the fixture wrote. */
export const announceTripAdvanceForTest = async (ctx: TestContext, id: number) =>
  ctx.database.db.transaction(async (tx) => {
    const [trip] = await tx.select().from(travelOrders).where(eq(travelOrders.id, id));
    if (!trip) throw new Error('no such trip');
    await announceTripAdvance(tx, trip);
  });
