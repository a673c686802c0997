import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { PageSkeleton } from '../components/page-skeleton';
import { isFailedPage } from '../lib/chunk-load';
import type { LazyPage } from '../lib/screen';

export type SuspendedPage = {
  /** The route's component: the page, or its skeleton while the page's code downloads. */
  Component: ComponentType;
  /** Starts downloading the page's code (once, again after a failure); settles when it is done. */
  preload: () => Promise<void>;
};

type Loaded = { default: ComponentType };

// React reads a thenable that settles synchronously at once, so a page already here never suspends.
const settled = (value: Loaded): Promise<Loaded> =>
  ({
    // biome-ignore lint/suspicious/noThenProperty: a thenable React reads synchronously, on purpose
    then: (onFulfilled: (loaded: Loaded) => unknown) => {
      onFulfilled(value);
    },
  }) as unknown as Promise<Loaded>;

const Nothing = () => null;

/**
 * A screen rendered at once: the navigation does not wait for the page's code (which would keep
 * the previous screen up meanwhile); the skeleton stands in until the code arrives. A page already
 * downloaded (visited or prefetched) renders without a skeleton frame. Full-screen pages (sign-in,
 * kiosk) pass a spinner instead: a list's skeleton would not be their shape.
 */
export const suspendedPage = (load: LazyPage, fallback: ReactNode = <PageSkeleton />): SuspendedPage => {
  let loaded: ComponentType | null = null;
  let failed: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= load().then(({ Component }) => {
      if (!isFailedPage(Component)) {
        loaded = Component;
        return;
      }
      // A failed download (offline, new deploy) is tried again by the next preload or visit.
      failed = Component;
      pending = null;
    });
    return pending;
  };
  const Page = lazy(() =>
    loaded ? settled({ default: loaded }) : preload().then(() => ({ default: loaded ?? failed ?? Nothing })),
  );
  // Made once per route when the router is built, not on render.
  // biome-ignore lint/correctness/noComponentHookFactories: one component per screen, created once
  const Component = () => (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
  return { Component, preload };
};
