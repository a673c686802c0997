import type { Tx } from '../../db/client.ts';

export const insertDemoOperations = async (_tx: Tx) => {};
