import { Writable } from 'node:stream';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

/*
 * Issue 27, observability: /metrics for the operator's scraper, readiness for the load balancer,
 * and a request id on every answer, error body and log line.
 */
const TOKEN = 'metrics-token-for-the-tests-0123456789';
const scraped = useTestApp({ METRICS_TOKEN: TOKEN });

// The second app has no METRICS_TOKEN, logs to `lines`, and loses its database in the last test.
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
    done();
  },
});
const plain = useTestApp({}, { logger: { level: 'info', stream } });

let token: string;
beforeAll(async () => {
  token = (await login(scraped, DEMO.hrChief)).accessToken;
});

const scrape = (authorization?: string) =>
  scraped.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('is 404 without METRICS_TOKEN, 401 without the token or with a wrong one', async () => {
    const unset = await plain.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer x' },
    });
    expect(unset.statusCode).toBe(404);
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong-token-of-some-length')).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
  });

  it('answers Prometheus text: requests by route pattern and status, queues, pools, sockets', async () => {
    const photo = await scraped.app.inject({
      method: 'GET',
      url: '/api/rrhh/employee/photo/987654',
      headers: { authorization: `Bearer ${token}` },
    });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    const counted = new RegExp(
      `^http_requests_total\\{method="GET",route="/api/rrhh/employee/photo/:employee_id",status="${photo.statusCode}"\\} 1$`,
      'm',
    );
    expect(text).toMatch(counted);
    expect(text).not.toContain('987654');
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="POST",route="\/api\/login",status="200"\} 1$/m,
    );
    expect(text).toMatch(/^zerg_job_queue_jobs\{queue="mail",state="created"\} \d+$/m);
    expect(text).toMatch(/^zerg_job_queue_jobs\{queue="document-batch",state="failed"\} \d+$/m);
    expect(text).toMatch(/^zerg_job_queue_jobs\{queue="attendance-fill",state="failed"\} \d+$/m);
    expect(text).toMatch(/^zerg_document_batches\{state="queued"\} \d+$/m);
    expect(text).toMatch(/^zerg_mail_outbox\{status="queued"\} \d+$/m);
    expect(text).toMatch(/^zerg_db_pool_connections\{pool="request",state="total"\} [1-9]\d*$/m);
    expect(text).toMatch(/^zerg_db_pool_connections\{pool="request",state="waiting"\} 0$/m);
    expect(text).toMatch(/^zerg_websocket_connections 0$/m);
    expect(text).toMatch(/^zerg_database_up 1$/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
  });
});

describe('the request id', () => {
  it('is echoed when well-formed, made anew otherwise, and named in error bodies and log lines', async () => {
    const given = await plain.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a.42:1' },
    });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.42:1');

    const malformed = await plain.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'two words"<script>' },
    });
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const anonymous = await plain.app.inject({ method: 'POST', url: '/api/rrhh/employee/list', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().requestId).toBe(anonymous.headers['x-request-id']);

    const unknown = await plain.app.inject({
      method: 'GET',
      url: '/api/no-such-route',
      headers: { 'x-request-id': 'trace-404' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND', requestId: 'trace-404' });

    // One line per request, carrying what Fastify's two lines told.
    const logged = lines.filter((line) => line.reqId === 'lb-7f3a.42:1');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      url: '/api/health',
      statusCode: 200,
      responseTime: expect.any(Number),
    });
  });
});

describe('GET /api/health/ready', () => {
  it('is 200 while the database answers, 503 naming it while it is gone, 200 once it is back', async () => {
    const ready = await plain.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', failing: [], checks: { database: 'ok' } });

    const options = plain.database.pool.options as { connectionString: string };
    const url = options.connectionString;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const dead = new URL(url);
    dead.port = '1';
    options.connectionString = dead.toString();
    try {
      // Every open connection of the app is dropped, as when PostgreSQL is killed.
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      const gone = await plain.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(gone.statusCode).toBe(503);
      expect(gone.headers['retry-after']).toBe('5');
      expect(gone.json()).toEqual({
        status: 'not-ready',
        failing: ['database'],
        checks: { database: 'unavailable' },
      });
    } finally {
      options.connectionString = url;
      await admin.end();
    }
    const back = await plain.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(back.statusCode).toBe(200);
  });
});
