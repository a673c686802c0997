import { existsSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCluster } from './setup/cluster.ts';
import { httpClient, httpSignIn } from './setup/cluster-http.ts';
import { DEMO } from './setup/http.ts';
import { multipart, TINY_PDF } from './setup/multipart.ts';
import { openAuthedSocket } from './setup/ws-client.ts';

/*
 * Two real app processes on one database behind a round-robin balancer (setup/cluster.ts): what
 * one instance writes or changes, the other serves or enforces at once, with nothing shared but
 * PostgreSQL. Instance 0 is "A", instance 1 is "B".
 */
const cluster = useCluster({ count: 2 });
let signIn: ReturnType<typeof httpSignIn>;
let a: string;
let b: string;

beforeAll(() => {
  signIn = httpSignIn(cluster.current.database);
  [a, b] = cluster.current.instances.map((i) => i.url) as [string, string];
});

const filesIn = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];

describe('two instances on one database', () => {
  it('serves through B, byte for byte, a file uploaded through A', async () => {
    const token = (await signIn(a, DEMO.hrChief)).accessToken;
    const form = await multipart(
      { employee_id: '10', kind: 'contract' },
      { name: 'contrato año 2026.pdf', type: 'application/pdf', data: TINY_PDF },
    );
    const up = await httpClient(a, token).postRaw(
      '/api/rrhh/employee/upload-file',
      form.payload,
      form.contentType,
    );
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const { id } = up.body as { id: number };

    const down = await httpClient(b, token).get(`/api/rrhh/employee/file/${id}`);
    expect(down.status).toBe(200);
    expect(down.headers.get('content-type')).toBe('application/pdf');
    expect(down.raw.equals(TINY_PDF)).toBe(true);
    // Nothing went through either instance's folder: the bytes came from PostgreSQL.
    expect(cluster.current.instances.flatMap((i) => filesIn(i.filesDir))).toEqual([]);
  });

  it('refuses through B, on the very next request, a section revoked through A', async () => {
    const admin = httpClient(a, (await signIn(a, DEMO.admin)).accessToken);
    const created = await admin.post('/api/user/register', {
      email: 'auditor.cluster@zerg.pe',
      fullName: 'Auditor Cluster',
      password: 'Audit123!',
      passwordConfirmation: 'Audit123!',
      roleId: 7,
      campusId: 1,
      modules: [1],
      sections: [4],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const auditor = httpClient(
      b,
      (await signIn(b, { email: 'auditor.cluster@zerg.pe', password: 'Audit123!' })).accessToken,
    );
    expect((await auditor.post('/api/user/list', {})).status).toBe(200);

    const id = (created.body as { id: number }).id;
    const edit = (await admin.post('/api/user/get-user-edit', { id })).body as Record<string, unknown>;
    expect((await admin.post('/api/user/update-user', { ...edit, modules: [9], sections: [8] })).status).toBe(
      200,
    );

    const refused = await auditor.post('/api/user/list', {});
    expect(refused.status).toBe(403);
    expect((refused.body as { code: string }).code).toBe('SECTION_NOT_GRANTED');
  });

  it('signs in and lists through the balancer, the requests alternating between the instances', async () => {
    const { balancer } = cluster.current;
    const before = [...balancer.served];
    const token = (await signIn(balancer.url, DEMO.admin)).accessToken;
    const api = httpClient(balancer.url, token);
    const answers = [];
    for (let n = 0; n < 4; n++) answers.push(await api.post('/api/user/list', { page: 1, perPage: 5 }));

    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    // The same page whoever served it.
    expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const first = answers[0]?.servedBy ?? -1;
    expect(answers.map((r) => r.servedBy)).toEqual([first, 1 - first, first, 1 - first]);
    const through = balancer.served.map((n, i) => n - (before[i] ?? 0));
    expect(
      through.every((n) => n >= 2),
      JSON.stringify(through),
    ).toBe(true);
  });

  it('passes a WebSocket through the balancer to an instance that authenticates it', async () => {
    const token = (await signIn(a, DEMO.hrChief)).accessToken;
    const socket = await openAuthedSocket(cluster.current.balancer.url, token);
    socket.close();
    await socket.closed;
  });

  // Kills A: keep it last. The payslip zip job's check starts the job through A before the kill.
  it('goes on answering through the balancer, from B alone, once A is killed', async () => {
    const { balancer, kill } = cluster.current;
    const api = httpClient(balancer.url, (await signIn(b, DEMO.admin)).accessToken);
    await kill(0, 'SIGKILL');
    const answers = [];
    for (let n = 0; n < 3; n++) answers.push(await api.post('/api/user/list', { page: 1, perPage: 5 }));
    expect(answers.map((r) => [r.status, r.servedBy])).toEqual([
      [200, 1],
      [200, 1],
      [200, 1],
    ]);
    expect(
      (await httpClient(a)
        .get('/api/health')
        .catch((err: Error) => err)) instanceof Error,
    ).toBe(true);
  });

  // The checks of the production run-time issue that wait for work being done elsewhere:
  it.todo('runs a scheduled task once per period with both instances up (pg-boss schedules)');
  it.todo('finishes through B a payslip zip job whose instance A was killed in the middle (`kill(0)`)');
});
