import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.ts';
import { createDatabase } from '../src/db/client.ts';
import { registerErrorHandler } from '../src/platform/errors/error-handler.ts';
import { registerRequestAbort } from '../src/platform/http/request-abort.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

/*
 * Issue 24, points 7 and 9: the database away or slow is a 503 with a code and Retry-After, never a
 * 500; a statement over its limit is stopped; a request abandoned by its client stops its query;
 * one user cannot run more heavy requests at once than configured.
 */
const ctx = useTestApp({ HEAVY_REQUESTS_PER_USER: '1' });
let hr: ReturnType<typeof client>;
let admin: pg.Client;

const urlOf = () => (ctx.database.pool.options as { connectionString: string }).connectionString;

/** Polls `probe` every 50 ms until it is true, for at most `ms` (no fixed sleeps as assertions). */
const until = async (probe: () => Promise<boolean>, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`condition not met within ${ms} ms`);
};

const activity = async (like: string) =>
  (
    await admin.query<{ pid: number; wait: string | null }>(
      `select pid, wait_event_type as wait from pg_stat_activity
       where datname = $1 and query like $2 and pid <> pg_backend_pid()`,
      [new URL(urlOf()).pathname.slice(1), like],
    )
  ).rows;

beforeAll(async () => {
  hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
  admin = new pg.Client({ connectionString: urlOf() });
  await admin.connect();
});

afterAll(async () => {
  await admin?.end();
});

describe('the database out of reach', () => {
  it('answers 503 DATABASE_UNAVAILABLE with Retry-After on health, sign-in and any route, then recovers', async () => {
    const url = urlOf();
    const dead = new URL(url);
    dead.port = '1';
    const options = ctx.database.pool.options as { connectionString: string };
    options.connectionString = dead.toString();
    try {
      // Every open connection of the app is dropped, as when PostgreSQL is killed.
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      for (const res of [
        await hr.get('/api/health'),
        await hr.post('/api/rrhh/employee/list', {}),
        await client(ctx).post('/api/login', DEMO.hrChief),
      ]) {
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.body).toMatchObject({
          code: 'DATABASE_UNAVAILABLE',
          message: 'The database is unavailable for a moment; retrying shortly',
        });
      }
      const spanish = await client(ctx, undefined, 'es').get('/api/health');
      expect((spanish.body as { message: string }).message).toContain('La base de datos no está disponible');
    } finally {
      options.connectionString = url;
    }
    expect((await hr.get('/api/health')).status).toBe(200);
    expect((await hr.post('/api/rrhh/employee/list', {})).status).toBe(200);
  });
});

describe('a statement over its time limit', () => {
  it('is stopped by PostgreSQL and answered 503 QUERY_TIMEOUT, not 500', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DB_STATEMENT_TIMEOUT_MS: '200' });
    const database = createDatabase(urlOf(), 1, config.database);
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/slow', async () => {
      await database.db.execute(sql`select pg_sleep(5)`);
      return { slept: true };
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/slow', headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ code: 'QUERY_TIMEOUT' });
      // The same pool goes on working.
      expect((await database.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('a request its client abandons', () => {
  it('has its running statement cancelled', async () => {
    const database = createDatabase(urlOf(), 2);
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    registerRequestAbort(app);
    app.post('/long', async () => {
      await database.db.execute(sql`select pg_sleep(60) /* abandoned-request */`);
      return { slept: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = app.server.address() as AddressInfo;
      const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/long' });
      req.on('error', () => {});
      req.setHeader('content-type', 'application/json');
      req.end('{}');
      await until(async () => (await activity('%abandoned-request%')).length === 1);
      req.destroy();
      await until(async () => (await activity('%abandoned-request%')).length === 0);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('heavy requests of one user', () => {
  it('refuses one beyond the limit with 429 TOO_MANY_HEAVY_REQUESTS and Retry-After, and frees the slot', async () => {
    const boss = client(ctx, (await login(ctx, DEMO.admin)).accessToken);
    // The first export waits on a lock of its table, so it is still running when the second comes.
    const blocker = new pg.Client({ connectionString: urlOf() });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table holidays in access exclusive mode');
      const first = boss.post('/api/setting/holiday/export', {});
      await until(async () => (await activity('%holidays%')).some((a) => a.wait === 'Lock'));
      const second = await boss.post('/api/setting/holiday/export', {});
      expect(second.status).toBe(429);
      expect(second.headers['retry-after']).toBe('5');
      expect(second.body).toMatchObject({ code: 'TOO_MANY_HEAVY_REQUESTS' });
      // Light routes of the same user are not counted.
      expect((await boss.post('/api/rrhh/employee/list', {})).status).toBe(200);
      await blocker.query('rollback');
      expect((await first).status).toBe(200);
    } finally {
      await blocker.end();
    }
    expect((await boss.post('/api/setting/holiday/export', {})).status).toBe(200);
  });
});
