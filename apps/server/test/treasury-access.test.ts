import { SECTION_IDS } from '@zerg/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { allSectionIds, createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();

const ROUTES = [
  ...['list', 'get', 'create', 'update', 'change-status', 'delete', 'get-for-select', 'export'].map(
    (p) => `/api/treasury/bank-account/${p}`,
  ),
  ...[
    'list',
    'get',
    'create',
    'update',
    'approve',
    'process',
    'cancel',
    'reverse',
    'export',
    'attachment/upload',
    'attachment/download',
    'attachment/delete',
    'payment-file',
  ].map((p) => `/api/treasury/transaction/${p}`),
];

const TREASURY: number[] = [SECTION_IDS.BANK_ACCOUNTS, SECTION_IDS.TREASURY_TRANSACTIONS];

describe('treasury access', () => {
  let tokens: string[] = [];
  beforeAll(async () => {
    const demo = await Promise.all(
      [DEMO.hrChief, DEMO.operations, DEMO.driver].map(async (who) => (await login(ctx, who)).accessToken),
    );
    // Someone holding every section but the two of treasury.
    const others = (await allSectionIds(ctx)).filter((s) => !TREASURY.includes(s));
    const everyoneElse = await createTestUser(ctx, { sections: others });
    tokens = [...demo, await sessionToken(ctx, everyoneElse)];
  });

  it('HR, operations, drivers and holders of any other section get 403 on every treasury route', async () => {
    for (const token of tokens)
      for (const url of ROUTES) {
        const res = await client(ctx, token).post(url, { id: 1 });
        expect([url, res.status]).toEqual([url, 403]);
      }
  });
});
