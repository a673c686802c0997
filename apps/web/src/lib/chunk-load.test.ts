import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, lazyPage, withTimeout } from './chunk-load';

const Page = () => null;

describe('chunk loading', () => {
  it('waits two minutes before giving up', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('recognises lost downloads', () => {
    expect(isChunkLoadError(new ChunkLoadError('x'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('x')).toBe(false);
  });

  it('times out a stalled import', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), 1000);
    vi.advanceTimersByTime(1000);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    vi.useRealTimers();
  });

  it('resolves a module to its named page component', async () => {
    const load = lazyPage(async () => ({ Page }), 'Page');
    await expect(load()).resolves.toEqual({ Component: Page });
  });

  it('turns a failed import into a page that throws a ChunkLoadError', async () => {
    const load = lazyPage(async (): Promise<{ Page: () => null }> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    }, 'Page');
    const { Component } = await load();
    expect(() => (Component as () => unknown)()).toThrow(ChunkLoadError);
  });

  it('gives up on a stalled import after the timeout', async () => {
    vi.useFakeTimers();
    const load = lazyPage(() => new Promise<{ Page: () => null }>(() => {}), 'Page', 5000);
    const pending = load();
    await vi.advanceTimersByTimeAsync(5000);
    const { Component } = await pending;
    expect(() => (Component as () => unknown)()).toThrow(/5000 ms/);
    vi.useRealTimers();
  });
});
