/**
 * A module's screens are downloaded in the background when the user enters the module, so the
 * next screen they open there is ready at once. One screen at a time and only while the browser
 * has nothing else to do: a module holds up to a hundred chunks (megabytes of script to parse),
 * and taking them all at once held back the very screen being opened, most on a phone.
 */
type Preload = () => Promise<void>;

const preloadsByModule = new Map<number, Preload[]>();
const prefetched = new Set<number>();
const queue: Preload[] = [];
let running = false;

export const registerModulePage = (moduleId: number, preload: Preload): void => {
  const list = preloadsByModule.get(moduleId) ?? [];
  list.push(preload);
  preloadsByModule.set(moduleId, list);
};

type IdleWindow = {
  requestIdleCallback?: (callback: () => void) => number;
  navigator?: { connection?: { saveData?: boolean } };
};

// No time-out: a busy page (a screen rendering, a user typing) always goes first.
const whenIdle = (task: () => void): void => {
  const idle = (globalThis as IdleWindow).requestIdleCallback;
  if (idle) idle(task);
  else setTimeout(task, 1000);
};

const drain = (): void => {
  const next = queue.shift();
  if (!next) {
    running = false;
    return;
  }
  running = true;
  // A failed download ends nothing: the next screen is fetched, and the failed one again on its visit.
  whenIdle(() => {
    Promise.resolve().then(next).then(drain, drain);
  });
};

/** Queues the module's screens once per page load, unless the user asked the browser to save data. */
export const prefetchModule = (moduleId: number): void => {
  if (prefetched.has(moduleId) || (globalThis as IdleWindow).navigator?.connection?.saveData) return;
  prefetched.add(moduleId);
  queue.push(...(preloadsByModule.get(moduleId) ?? []));
  if (!running) drain();
};
