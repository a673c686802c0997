import { setTimeout as sleep } from 'node:timers/promises';
import { REALTIME_CLOSE, REALTIME_EVENTS, type RealtimeServerMessage, SECTION_IDS } from '@zerg/shared';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDatabase, type Database } from '../src/db/client.ts';
import { notify, notifyDriverComment } from '../src/modules/notifications/index.ts';
import { writeUserAccess } from '../src/modules/users/index.ts';
import { publish } from '../src/platform/realtime/realtime-bus.ts';
import { client } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';
import { openAuthedSocket, openSocket } from './setup/ws-client.ts';

/*
 * Two app instances on one database, as behind a load balancer: instance A is the test app, B a
 * second one built on its own pool. Writes go through A's database pool; clients listen on B.
 */
const ctx = useTestApp();
let b: Awaited<ReturnType<typeof buildApp>>;
let bDatabase: Database;
let urlA = '';
let urlB = '';

beforeAll(async () => {
  bDatabase = createDatabase(
    (ctx.database.pool as pg.Pool & { options: { connectionString: string } }).options.connectionString,
    4,
  );
  b = await buildApp({ config: ctx.config, db: bDatabase.db, logger: false });
  urlA = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  urlB = await b.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await b?.close();
  await bDatabase?.close();
});

const isNotification = (id?: number) => (m: RealtimeServerMessage) =>
  m.type === 'event' && m.event === REALTIME_EVENTS.notification && (id === undefined || m.payload.id === id);

const writeNotification = (userId: number, title = 'Aviso') =>
  ctx.database.db.transaction(async (tx) => {
    const [id] = await notify(tx, [{ userId, type: 'test', title, body: 'Texto' }]);
    return id!;
  });

describe('real-time socket', () => {
  it('refuses a socket without a valid token', async () => {
    const noToken = await openSocket(urlB);
    noToken.send({ type: 'auth' });
    expect((await noToken.closed).code).toBe(REALTIME_CLOSE.unauthorized);

    const forged = await openSocket(urlB);
    forged.send({ type: 'auth', token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' });
    expect((await forged.closed).code).toBe(REALTIME_CLOSE.unauthorized);

    const chatter = await openSocket(urlB);
    chatter.send({ type: 'hello' });
    expect((await chatter.closed).code).toBe(REALTIME_CLOSE.badMessage);
  });

  it('delivers a notification written through instance A to the client on instance B, and to nobody else', async () => {
    const alice = await createTestUser(ctx, { sections: [] });
    const bob = await createTestUser(ctx, { sections: [] });
    const aliceOnB = await openAuthedSocket(urlB, await sessionToken(ctx, alice));
    const aliceOnA = await openAuthedSocket(urlA, await sessionToken(ctx, alice));
    const bobOnB = await openAuthedSocket(urlB, await sessionToken(ctx, bob));

    const id = await writeNotification(alice.id);
    const got = await aliceOnB.next(isNotification(id));
    expect(got).toMatchObject({ source: 'user', payload: { id, type: 'test' } });
    await aliceOnA.next(isNotification(id));

    // Bob's own notification comes after Alice's: had hers reached him, it would be there by now.
    const bobs = await writeNotification(bob.id);
    await bobOnB.next(isNotification(bobs));
    expect(bobOnB.messages.filter(isNotification())).toHaveLength(1);
    expect(aliceOnB.messages.filter(isNotification())).toHaveLength(1);
    for (const s of [aliceOnA, aliceOnB, bobOnB]) s.close();
  });

  it('pushes nothing for a rolled-back write', async () => {
    const user = await createTestUser(ctx, { sections: [] });
    const socket = await openAuthedSocket(urlB, await sessionToken(ctx, user));
    await ctx.database.db
      .transaction(async (tx) => {
        await notify(tx, [{ userId: user.id, type: 'test', title: 'Nunca', body: 'Nunca' }]);
        throw new Error('rolled back');
      })
      .catch(() => {});
    const committed = await writeNotification(user.id, 'Sí');
    await socket.next(isNotification(committed));
    expect(socket.messages.filter(isNotification())).toEqual([
      expect.objectContaining({ payload: { id: committed, type: 'test' } }),
    ]);
    socket.close();
  });

  it('sends DriverCommentNotification to module-9 holders only, and keeps it in their bell', async () => {
    const hr = await createTestUser(ctx, { sections: [SECTION_IDS.EMPLOYEES] });
    const driver = await createTestUser(ctx, { sections: [SECTION_IDS.DRIVER_ATTENDANCE] });
    const hrToken = await sessionToken(ctx, hr);
    const hrSocket = await openAuthedSocket(urlB, hrToken);
    const driverSocket = await openAuthedSocket(urlA, await sessionToken(ctx, driver));
    expect(hrSocket.messages[0]).toMatchObject({ type: 'ready', channels: ['human-resources'] });
    expect(driverSocket.messages[0]).toMatchObject({ type: 'ready', channels: [] });

    await ctx.database.db.transaction((tx) =>
      notifyDriverComment(tx, { driverName: 'Juan Pérez', comment: 'Llanta pinchada en Km 40' }),
    );
    const alert = await hrSocket.next((m) => m.type === 'event' && m.event === REALTIME_EVENTS.driverComment);
    expect(alert).toMatchObject({
      source: 'human-resources',
      payload: { driver_name: 'Juan Pérez', comment: 'Llanta pinchada en Km 40' },
    });
    await hrSocket.next(isNotification());
    // A client that was away catches up from the bell.
    const bell = await client(ctx, hrToken).post('/api/commons/notifications/get-notifications');
    expect(bell.body).toMatchObject({ total: 1, data: [{ type: 'driver_comment', title: 'Juan Pérez' }] });

    await ctx.database.db.transaction((tx) =>
      publish(tx, 'monitoring', REALTIME_EVENTS.attendanceChanged, { date: '2026-11-24' }),
    );
    await sleep(300);
    expect(driverSocket.messages).toHaveLength(1);
    expect(hrSocket.messages.some((m) => m.type === 'event' && m.source === 'monitoring')).toBe(false);
    hrSocket.close();
    driverSocket.close();
  });

  it('stops a channel when the user loses the section', async () => {
    const user = await createTestUser(ctx, {
      sections: [SECTION_IDS.EMPLOYEES, SECTION_IDS.MONITORING_ATTENDANCE],
    });
    const socket = await openAuthedSocket(urlB, await sessionToken(ctx, user));
    expect(socket.messages[0]).toMatchObject({ channels: ['human-resources', 'monitoring'] });
    await ctx.database.db.transaction(async (tx) => {
      await writeUserAccess(tx, user.id, { modules: [10], sections: [SECTION_IDS.MONITORING_ATTENDANCE] });
    });
    await ctx.database.db.transaction(async (tx) => {
      await publish(tx, 'human-resources', REALTIME_EVENTS.driverComment, { driver_name: 'X', comment: 'Y' });
      await publish(tx, 'monitoring', REALTIME_EVENTS.attendanceChanged, { date: '2026-11-24' });
    });
    await socket.next((m) => m.type === 'event' && m.source === 'monitoring');
    expect(socket.messages.some((m) => m.type === 'event' && m.source === 'human-resources')).toBe(false);
    socket.close();
  });

  it('tells monitoring on the other instance when a mark changes today', async () => {
    const monitor = await createTestUser(ctx, { sections: [SECTION_IDS.MONITORING_ATTENDANCE] });
    const socket = await openAuthedSocket(urlB, await sessionToken(ctx, monitor));
    const hr = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL] });
    const { rows } = await ctx.database.pool.query<{ id: number }>(
      'select employee_id as id from employee_jobs order by employee_id limit 1',
    );
    // A minute ago, Lima time (UTC−5): a mark may not lie in the future.
    const at = new Date(Date.now() - 5 * 3_600_000 - 60_000).toISOString().slice(0, 16);
    const res = await client(ctx, await sessionToken(ctx, hr)).post('/api/rrhh/attendance/mark/create', {
      employeeId: rows[0]?.id,
      markedAt: at,
      kind: 'entry',
      reason: 'Olvidó marcar al llegar',
    });
    expect(res.status).toBe(200);
    const event = await socket.next(
      (m) => m.type === 'event' && m.event === REALTIME_EVENTS.attendanceChanged,
    );
    expect(event).toMatchObject({ source: 'monitoring', payload: { date: at.slice(0, 10) } });
    socket.close();
  });

  it('closes the sockets of a revoked session on every instance', async () => {
    const user = await createTestUser(ctx, { sections: [] });
    const token = await sessionToken(ctx, user);
    const other = await sessionToken(ctx, user);
    const onB = await openAuthedSocket(urlB, token);
    const otherOnB = await openAuthedSocket(urlB, other);
    expect((await client(ctx, token).post('/api/logout')).status).toBe(200);
    expect(await onB.closed).toMatchObject({ code: REALTIME_CLOSE.sessionRevoked });
    // The user's other session is not signed out.
    const id = await writeNotification(user.id);
    await otherOnB.next(isNotification(id));

    // Deactivation ends every session.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(`update users set is_active = false where id = ${user.id}`);
      const { revokeSessions } = await import('../src/modules/users/index.ts');
      await revokeSessions(tx, { userId: user.id }, 'deactivated');
    });
    expect(await otherOnB.closed).toMatchObject({ code: REALTIME_CLOSE.sessionRevoked });
  });

  it('takes a fresh token of the same user and refuses one of another user', async () => {
    const user = await createTestUser(ctx, { sections: [] });
    const stranger = await createTestUser(ctx, { sections: [] });
    const socket = await openAuthedSocket(urlB, await sessionToken(ctx, user));
    socket.send({ type: 'auth', token: await sessionToken(ctx, user) });
    await socket.next((m) => m.type === 'ready' && m !== socket.messages[0]);
    socket.send({ type: 'auth', token: await sessionToken(ctx, stranger) });
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.unauthorized);
  });

  it('closes the socket when its token expires', async () => {
    const user = await createTestUser(ctx, { sections: [] });
    const { createTokenSigner } = await import('../src/platform/auth/tokens.ts');
    const { rows } = await ctx.database.pool.query<{ id: string }>(
      `insert into auth_sessions (user_id, expires_at) values ($1, now() + interval '1 hour') returning id`,
      [user.id],
    );
    const shortLived = await createTokenSigner(ctx.config.jwtSecret, 1).sign({
      userId: user.id,
      sessionId: rows[0]!.id,
    });
    const socket = await openAuthedSocket(urlB, shortLived);
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.tokenExpired);
  });

  it('tells its sockets to resynchronise after its database listener reconnects, and goes on delivering', async () => {
    const user = await createTestUser(ctx, { sections: [] });
    const socket = await openAuthedSocket(urlB, await sessionToken(ctx, user));
    const pid = (b.realtime.listener.client as unknown as { processID: number }).processID;
    await ctx.database.pool.query('select pg_terminate_backend($1)', [pid]);
    await socket.next((m) => m.type === 'resync', 5000);
    const id = await writeNotification(user.id);
    await socket.next(isNotification(id));
    socket.close();
  });
});
