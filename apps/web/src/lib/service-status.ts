/**
 * Whether the server's last answer was 503 (its database away, or a proxy saying so): the banner
 * shows while it is, and the first answer that is not 503 takes it away.
 */
type Listener = () => void;

let unavailable = false;
const listeners = new Set<Listener>();

export const reportServerStatus = (status: number): void => {
  const next = status === 503;
  if (next === unavailable) return;
  unavailable = next;
  for (const listener of listeners) listener();
};

export const subscribeServerStatus = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const isServerUnavailable = (): boolean => unavailable;
