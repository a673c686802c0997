import { describe, expect, it } from 'vitest';
import { createCacheRegistry } from './live-cache.ts';

/** A load that counts its calls and answers `value`, or waits for `release` when asked to. */
const loader = (value: { id: number }) => {
  let calls = 0;
  let release: () => void = () => {};
  return {
    calls: () => calls,
    load: () => {
      calls++;
      return Promise.resolve(value);
    },
    held: () => {
      calls++;
      return new Promise<{ id: number }>((done) => {
        release = () => done(value);
      });
    },
    release: () => release(),
  };
};

const setup = () => {
  const caches = createCacheRegistry();
  const cache = caches.create<{ id: number }>({
    topic: 'user',
    maxEntries: 2,
    maxAgeMs: 60_000,
    idsOf: (v) => [v.id],
  });
  return { caches, cache };
};

describe('live caches', () => {
  it('keep nothing while the listener is down', async () => {
    const { cache } = setup();
    const l = loader({ id: 1 });
    await cache.through('a', l.load);
    await cache.through('a', l.load);
    expect(l.calls()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keep a value while live, and forget the one a message names', async () => {
    const { caches, cache } = setup();
    caches.setLive(true);
    const one = loader({ id: 1 });
    const two = loader({ id: 2 });
    await cache.through('a', one.load);
    await cache.through('a', one.load);
    await cache.through('b', two.load);
    expect(one.calls()).toBe(1);
    expect(caches.receive('{"k":"x","t":"user","ids":[1]}')).toBe(true);
    await cache.through('a', one.load);
    await cache.through('b', two.load);
    expect([one.calls(), two.calls()]).toEqual([2, 1]);
    // Another topic's message leaves it; a message without ids empties it.
    caches.receive('{"k":"x","t":"employees"}');
    expect(cache.size).toBe(2);
    caches.receive('{"k":"x","t":"user"}');
    expect(cache.size).toBe(0);
  });

  it('do not keep a load that an invalidation overlapped: it may have read the old rows', async () => {
    const { caches, cache } = setup();
    caches.setLive(true);
    const l = loader({ id: 1 });
    const first = cache.through('a', l.held);
    // The cache lets one turn of the event loop pass before it loads (messages already due first).
    await new Promise((done) => setImmediate(done));
    caches.receive('{"k":"x","t":"user","ids":[1]}');
    l.release();
    expect(await first).toEqual({ id: 1 });
    expect(cache.size).toBe(0);
  });

  it('empty on losing and on regaining the listener, and pass real-time messages on', async () => {
    const { caches, cache } = setup();
    caches.setLive(true);
    await cache.through('a', loader({ id: 1 }).load);
    caches.setLive(false);
    expect(cache.size).toBe(0);
    caches.setLive(true);
    await cache.through('a', loader({ id: 1 }).load);
    caches.setLive(true);
    expect(cache.size).toBe(0);
    expect(caches.receive('{"k":"a","u":[1]}')).toBe(false);
  });

  it('drop the oldest entry beyond their size', async () => {
    const { caches, cache } = setup();
    caches.setLive(true);
    for (const key of ['a', 'b', 'c']) await cache.through(key, loader({ id: 1 }).load);
    expect(cache.size).toBe(2);
  });
});
