import type { EDocumentState } from '@zerg/shared';

const AWAITING: ReadonlySet<EDocumentState> = new Set(['pending', 'sending', 'awaiting_ticket']);

/** A record SUNAT has not answered yet: the screens showing it read it again until it has. */
export const awaitsSunat = (state: EDocumentState | null | undefined): boolean =>
  state !== null && state !== undefined && AWAITING.has(state);

/** How often a screen reads again a record SUNAT has not answered: a send takes seconds. */
export const SUNAT_ANSWER_POLL_MS = 5000;
