/** How often a screen reads again a record SUNAT has not answered (`awaitsSunat`): a send takes seconds. */
export const SUNAT_ANSWER_POLL_MS = 5000;
