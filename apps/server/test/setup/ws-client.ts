import type { RealtimeServerMessage } from '@zerg/shared';

/** A test socket over Node's global WebSocket: every message kept, waits with a deadline. */
export type TestSocket = {
  messages: RealtimeServerMessage[];
  send: (message: unknown) => void;
  /** The first message (already received or to come) that `match` accepts. */
  next: (match: (m: RealtimeServerMessage) => boolean, timeoutMs?: number) => Promise<RealtimeServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close: () => void;
};

export const openSocket = async (baseUrl: string): Promise<TestSocket> => {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws`);
  const messages: RealtimeServerMessage[] = [];
  const waiters = new Set<() => void>();
  ws.addEventListener('message', (e) => {
    messages.push(JSON.parse(String(e.data)) as RealtimeServerMessage);
    for (const w of waiters) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener('open', () => resolve(), { once: true });
    ws.addEventListener('error', () => reject(new Error('socket failed to open')), { once: true });
  });
  return {
    messages,
    send: (message) => ws.send(JSON.stringify(message)),
    next: (match, timeoutMs = 3000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    closed,
    close: () => ws.close(),
  };
};

/** Opens a socket and authenticates it; resolves once the server answered `ready`. */
export const openAuthedSocket = async (baseUrl: string, token: string): Promise<TestSocket> => {
  const socket = await openSocket(baseUrl);
  socket.send({ type: 'auth', token });
  await socket.next((m) => m.type === 'ready');
  return socket;
};
