import { expect, test } from '@playwright/test';
import pg from 'pg';
import { ACCOUNTS, signIn } from './helpers.ts';

// The app's embedded database (see playwright.config.ts: EMBEDDED_PG_PORT = PORT + 17,000).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DB_URL = `postgres://zerg:zerg-embedded@127.0.0.1:${PORT + 17_000}/zerg`;

/*
 * No flow of this build writes a notification on its own yet (the request flows do), so the test
 * writes one as `notify()` does: the row and, in the same transaction, the message every app
 * instance listens for (platform/realtime/realtime-bus.ts).
 */
const writeNotification = async (email: string, title: string) => {
  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  try {
    await db.query('begin');
    const { rows } = await db.query<{ id: number; user_id: number }>(
      `insert into notifications (user_id, type, title, body)
       select id, 'test', $2, 'Escrito mientras la página estaba abierta' from users where email = $1
       returning id, user_id`,
      [email, title],
    );
    const row = rows[0]!;
    await db.query(`select pg_notify('zerg_realtime', $1)`, [
      JSON.stringify({ k: 'u', u: [row.user_id], e: 'notification', p: { id: row.id, type: 'test' } }),
    ]);
    await db.query('commit');
  } finally {
    await db.end();
  }
};

test('the bell count rises without reloading when a notification is written', async ({ page }) => {
  const ready = new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"type":"ready"')) resolve();
      });
    });
  });
  await signIn(page, ACCOUNTS.hrChief);
  await ready;
  const bell = page.getByTestId('notifications-bell');
  await expect(bell).toHaveAttribute('data-count', /^\d+$/);
  const before = Number(await bell.getAttribute('data-count'));
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  await writeNotification(ACCOUNTS.hrChief.email, 'En vivo: aviso de prueba del canal');

  await expect(bell).toHaveAttribute('data-count', String(before + 1));
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
