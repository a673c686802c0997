import type { RealtimeChannel } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The PostgreSQL channel every app instance LISTENs on. A message is sent with `pg_notify` inside the
 * writer's transaction: PostgreSQL delivers it only at commit, so a rolled-back write pushes nothing,
 * and every instance (behind a load balancer) hears it and delivers to its own sockets.
 */
export const PG_CHANNEL = 'zerg_realtime';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; stay well below. */
export const MAX_PAYLOAD_BYTES = 7_500;

/**
 * What travels between instances: small (ids, not bodies).
 * - `u`: an event for some users' own sockets (a new bell notification),
 * - `c`: an event for a channel's sockets,
 * - `a`: these users' sessions or access changed: re-check their sockets.
 */
export type BusMessage =
  | { k: 'u'; u: number[]; e: string; p: Record<string, unknown> }
  | { k: 'c'; c: RealtimeChannel; e: string; p: Record<string, unknown> }
  | { k: 'a'; u: number[] };

export const encodeBusMessage = (message: BusMessage): string => {
  const text = JSON.stringify(message);
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
    throw new Error(`realtime message of ${Buffer.byteLength(text)} bytes is over ${MAX_PAYLOAD_BYTES}`);
  }
  return text;
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isIds = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => Number.isInteger(n));

/** Parses what arrived on the channel; anything malformed is ignored (null). */
export const decodeBusMessage = (text: string): BusMessage | null => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  if (value.k === 'u' && isIds(value.u) && typeof value.e === 'string' && isRecord(value.p))
    return { k: 'u', u: value.u, e: value.e, p: value.p };
  if (
    value.k === 'c' &&
    (value.c === 'human-resources' || value.c === 'monitoring') &&
    typeof value.e === 'string' &&
    isRecord(value.p)
  )
    return { k: 'c', c: value.c, e: value.e, p: value.p };
  if (value.k === 'a' && isIds(value.u)) return { k: 'a', u: value.u };
  return null;
};

/** Sends messages through PostgreSQL in the caller's transaction (one statement for all). */
export const sendBusMessages = async (tx: DbOrTx, messages: BusMessage[]): Promise<void> => {
  if (!messages.length) return;
  const texts = messages.map(encodeBusMessage);
  await tx.execute(sql`select pg_notify(${PG_CHANNEL}, m) from unnest(${sql.param(texts)}::text[]) as m`);
};

/**
 * Sends a channel event (SPEC §7: `DriverCommentNotification` on `human-resources`,
 * `attendance.changed` on `monitoring`) to every socket of the channel, on every instance, when
 * `tx` commits. The payload must stay small (under 7,500 bytes once encoded): ids and short texts.
 */
export const publish = (
  tx: DbOrTx,
  channel: RealtimeChannel,
  event: string,
  payload: Record<string, unknown>,
): Promise<void> => sendBusMessages(tx, [{ k: 'c', c: channel, e: event, p: payload }]);

/** Sends an event to the own sockets of some users (the bell's `notification`). */
export const publishToUsers = (
  tx: DbOrTx,
  events: { userId: number; event: string; payload: Record<string, unknown> }[],
): Promise<void> =>
  sendBusMessages(
    tx,
    events.map((e) => ({ k: 'u', u: [e.userId], e: e.event, p: e.payload })),
  );

/**
 * Tells every instance that these users' sessions or sections changed: their sockets are checked
 * again, closed when the session is gone and moved in or out of channels.
 */
export const publishAccessChange = async (tx: DbOrTx, userIds: number[]): Promise<void> => {
  const ids = [...new Set(userIds)];
  // Chunks keep each message far below the size limit even for a mass change.
  const messages: BusMessage[] = [];
  for (let i = 0; i < ids.length; i += 500) messages.push({ k: 'a', u: ids.slice(i, i + 500) });
  await sendBusMessages(tx, messages);
};
