/**
 * The registered kiosk's device token, kept in this browser's storage: entered once when the kiosk
 * is set up (typed, or opened from the setup link whose `#device=` part never reaches a server).
 */
const KEY = 'zerg-kiosk-device';

export const readKioskToken = (): string | null => localStorage.getItem(KEY);

export const saveKioskToken = (token: string): void => localStorage.setItem(KEY, token.trim());

export const forgetKioskToken = (): void => localStorage.removeItem(KEY);

/** Takes a setup link's token into storage and out of the address bar. */
export const takeSetupLinkToken = (): string | null => {
  const match = /^#device=([A-Za-z0-9_-]+)$/.exec(window.location.hash);
  if (!match?.[1]) return null;
  saveKioskToken(match[1]);
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return match[1];
};

/** The setup link of a just-registered kiosk, on this app's address. */
export const kioskSetupLink = (kioskPath: string, token: string): string =>
  `${window.location.origin}${kioskPath}#device=${token}`;
