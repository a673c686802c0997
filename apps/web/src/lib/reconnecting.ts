/**
 * Whether the session is being renewed against a server the browser cannot reach (a dropped
 * connection, a page load cut short): the notice shows while it is, and goes once the renewal
 * gets an answer.
 */
type Listener = () => void;

let reconnecting = false;
const listeners = new Set<Listener>();

export const setReconnecting = (next: boolean): void => {
  if (next === reconnecting) return;
  reconnecting = next;
  for (const listener of listeners) listener();
};

export const subscribeReconnecting = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const isReconnecting = (): boolean => reconnecting;
