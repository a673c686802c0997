import { MODULE_IDS, type ModuleId } from '../catalog/modules.ts';
import { SECTIONS } from '../catalog/sections.ts';

/*
 * The real-time socket's protocol (`GET /api/ws`), shared by the server and the web client.
 * apps/server/src/platform/realtime/README.md describes it in full.
 */

/** SPEC §7's channels; a socket joins the ones whose module the user holds a section of. */
export const REALTIME_CHANNELS = {
  humanResources: 'human-resources',
  monitoring: 'monitoring',
} as const;
export type RealtimeChannel = (typeof REALTIME_CHANNELS)[keyof typeof REALTIME_CHANNELS];

/** Which module's sections open which channel: human resources is module 9, monitoring module 10. */
const CHANNEL_MODULE: Record<RealtimeChannel, ModuleId> = {
  'human-resources': MODULE_IDS.RRHH,
  monitoring: MODULE_IDS.MONITORING,
};

/** The channels a user with these sections hears. */
export const channelsOfSections = (sections: Iterable<number>): RealtimeChannel[] => {
  const held = new Set(sections);
  return (Object.keys(CHANNEL_MODULE) as RealtimeChannel[]).filter((channel) =>
    SECTIONS.some((s) => held.has(s.id) && s.modules.includes(CHANNEL_MODULE[channel])),
  );
};

/** The sections whose holders hear a channel. */
export const sectionsOfChannel = (channel: RealtimeChannel): number[] =>
  SECTIONS.filter((s) => s.modules.includes(CHANNEL_MODULE[channel])).map((s) => s.id);

/** Event names. */
export const REALTIME_EVENTS = {
  /** A bell notification was written for the socket's user: `{ id, type }`. */
  notification: 'notification',
  /** SPEC §7, human-resources channel: `{ driver_name, comment }`. */
  driverComment: 'DriverCommentNotification',
  /** Monitoring channel: an attendance day changed (`{ employeeIds, date }`). */
  attendanceChanged: 'attendance.changed',
  /**
   * To the user who started a document batch: `TDocumentBatchProgress` (`{ id, kind, state, done,
   * total, failureCount }`), at most every 250 ms while it runs, and once when it is done or failed.
   */
  documentBatch: 'document-batch',
} as const;

/** Close codes the server uses (4000–4999 are the application's). */
export const REALTIME_CLOSE = {
  /** No valid access token (none sent in time, invalid, or another user's on re-authentication). */
  unauthorized: 4001,
  /** The access token expired and no fresh one was sent: reconnect with a fresh token. */
  tokenExpired: 4002,
  /** The session was revoked (sign-out, password change, deactivation): do not reconnect. */
  sessionRevoked: 4003,
  /** A message the server does not understand. */
  badMessage: 4400,
} as const;

/** Client → server. */
export type RealtimeClientMessage = { type: 'auth'; token: string } | { type: 'ping' };

/** Where an event came from: the socket's own user, or a channel. */
export type RealtimeEventSource = 'user' | RealtimeChannel;

/** Server → client. */
export type RealtimeServerMessage =
  | { type: 'ready'; userId: number; channels: RealtimeChannel[]; expiresAt: number }
  | { type: 'event'; source: RealtimeEventSource; event: string; payload: Record<string, unknown> }
  /** The server may have missed events (its database listener reconnected): refetch. */
  | { type: 'resync' }
  | { type: 'pong' };
