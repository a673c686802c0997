import { REALTIME_CLOSE } from '@zerg/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, createRealtimeClient, realtimeUrl, type SocketLike } from './realtime-client';

type FakeSocket = SocketLike & {
  sent: string[];
  open: () => void;
  receive: (m: unknown) => void;
  drop: (code: number) => void;
};

const fakeSockets = () => {
  const made: FakeSocket[] = [];
  const create = () => {
    const socket: FakeSocket = {
      readyState: 1,
      sent: [],
      send: (data) => socket.sent.push(data),
      close: () => {},
      onopen: null,
      onmessage: null,
      onclose: null,
      open: () => socket.onopen?.(),
      receive: (m) => socket.onmessage?.({ data: JSON.stringify(m) }),
      drop: (code) => socket.onclose?.({ code }),
    };
    made.push(socket);
    return socket;
  };
  return { made, create };
};

const NOW = 1_000_000_000_000;
const ready = (expiresInS = 900) => ({
  type: 'ready',
  userId: 1,
  channels: [],
  expiresAt: Math.floor(NOW / 1000) + expiresInS,
});

describe('backoffDelay', () => {
  it('doubles from the minimum up to the maximum, with jitter between half and all of it', () => {
    expect(backoffDelay(0, 1000, 30_000, () => 1)).toBe(1000);
    expect(backoffDelay(1, 1000, 30_000, () => 1)).toBe(2000);
    expect(backoffDelay(3, 1000, 30_000, () => 0)).toBe(4000);
    expect(backoffDelay(10, 1000, 30_000, () => 1)).toBe(30_000);
    expect(backoffDelay(1000, 1000, 30_000, () => 0.5)).toBe(22_500);
  });
});

describe('realtime client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  const setup = (overrides: { token?: string | null; refresh?: () => Promise<boolean> } = {}) => {
    const sockets = fakeSockets();
    let token = overrides.token === undefined ? 'token-1' : overrides.token;
    const onReady = vi.fn();
    const onMessage = vi.fn();
    const refresh = vi.fn(
      overrides.refresh ??
        (async () => {
          token = `token-${Number(token?.split('-')[1] ?? 0) + 1}`;
          return true;
        }),
    );
    const client = createRealtimeClient({
      url: 'ws://x/api/ws',
      getToken: () => token,
      refresh,
      onMessage,
      onReady,
      createSocket: sockets.create,
      random: () => 1,
      minDelayMs: 1000,
      maxDelayMs: 8000,
    });
    return { client, sockets, onReady, onMessage, refresh };
  };

  it('authenticates with its first message and hands events on', async () => {
    const { client, sockets, onMessage, onReady } = setup();
    client.start();
    sockets.made[0]!.open();
    await vi.runOnlyPendingTimersAsync();
    expect(JSON.parse(sockets.made[0]!.sent[0]!)).toEqual({ type: 'auth', token: 'token-1' });
    sockets.made[0]!.receive(ready());
    sockets.made[0]!.receive({ type: 'event', source: 'user', event: 'notification', payload: { id: 3 } });
    expect(onReady).toHaveBeenCalledWith({ reconnected: false });
    expect(onMessage).toHaveBeenCalledTimes(2);
    client.stop();
  });

  it('reconnects after a drop with growing delays, and reports the reconnection to catch up', async () => {
    const { client, sockets, onReady } = setup();
    client.start();
    sockets.made[0]!.open();
    await Promise.resolve();
    sockets.made[0]!.receive(ready());
    sockets.made[0]!.drop(1006);
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets.made).toHaveLength(2);
    sockets.made[1]!.drop(1006);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets.made).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets.made).toHaveLength(3);
    sockets.made[2]!.open();
    await Promise.resolve();
    sockets.made[2]!.receive(ready());
    expect(onReady).toHaveBeenLastCalledWith({ reconnected: true });
    // A ready resets the backoff.
    sockets.made[2]!.drop(1001);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets.made).toHaveLength(4);
    client.stop();
  });

  it('caps the delay at the maximum', async () => {
    const { client, sockets } = setup();
    client.start();
    for (let i = 0; i < 6; i++) {
      sockets.made.at(-1)!.drop(1006);
      await vi.advanceTimersByTimeAsync(8000);
    }
    expect(sockets.made).toHaveLength(7);
    client.stop();
  });

  it('sends a fresh token before the current one expires', async () => {
    const { client, sockets, refresh } = setup();
    client.start();
    sockets.made[0]!.open();
    await Promise.resolve();
    sockets.made[0]!.receive(ready(120));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(sockets.made[0]!.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(refresh).toHaveBeenCalledOnce();
    expect(JSON.parse(sockets.made[0]!.sent[1]!)).toEqual({ type: 'auth', token: 'token-2' });
    client.stop();
  });

  it('renews the token and reconnects at once when the server says it expired', async () => {
    const { client, sockets, refresh } = setup();
    client.start();
    sockets.made[0]!.drop(REALTIME_CLOSE.tokenExpired);
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledOnce();
    expect(sockets.made).toHaveLength(2);
    client.stop();
  });

  it('stops for good when the session is revoked or cannot be renewed', async () => {
    const revoked = setup();
    revoked.client.start();
    revoked.sockets.made[0]!.drop(REALTIME_CLOSE.sessionRevoked);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(revoked.sockets.made).toHaveLength(1);
    expect(revoked.client.connected).toBe(false);

    const over = setup({ refresh: async () => false });
    over.client.start();
    over.sockets.made[0]!.drop(REALTIME_CLOSE.unauthorized);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(over.sockets.made).toHaveLength(1);
  });

  it('builds the socket address from the page', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'bo.zerg.pe' })).toBe('wss://bo.zerg.pe/api/ws');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/ws');
  });
});
