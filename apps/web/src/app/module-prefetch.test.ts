import { describe, expect, it, vi } from 'vitest';
import { prefetchModule, registerModulePage } from './module-prefetch';

describe('prefetchModule', () => {
  it('downloads a module’s screens one at a time, each when the browser is idle, once per load', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    const started: string[] = [];
    const finish: Record<string, () => void> = {};
    for (const name of ['list', 'form', 'detail'])
      registerModulePage(
        7,
        () =>
          new Promise<void>((resolve) => {
            started.push(name);
            finish[name] = resolve;
          }),
      );
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    prefetchModule(7);
    prefetchModule(7);
    expect(started).toEqual([]);
    idle.shift()?.();
    await settle();
    expect(started).toEqual(['list']);
    // Nothing else starts while the first download runs, even if the browser is idle.
    expect(idle).toHaveLength(0);
    finish.list?.();
    await settle();
    idle.shift()?.();
    await settle();
    expect(started).toEqual(['list', 'form']);
    finish.form?.();
    await settle();
    idle.shift()?.();
    await settle();
    finish.detail?.();
    await settle();
    expect(started).toEqual(['list', 'form', 'detail']);
    expect(idle).toHaveLength(0);
    vi.unstubAllGlobals();
  });

  it('goes on with the next screen when one fails to download', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    const started: string[] = [];
    registerModulePage(8, () => {
      started.push('broken');
      throw new Error('chunk failed');
    });
    registerModulePage(8, async () => {
      started.push('next');
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    prefetchModule(8);
    idle.shift()?.();
    await settle();
    idle.shift()?.();
    await settle();
    expect(started).toEqual(['broken', 'next']);
    vi.unstubAllGlobals();
  });
});
