import { type LoaderFunction, redirect } from 'react-router';
import { restoreSession } from '../../lib/api-client';
import { setCurrentModule } from '../../lib/current-module';
import { clearAllStorage, readSession } from '../../lib/storage';
import { prefetchModule } from '../module-prefetch';
import type { RouteHandle } from '../route-handle';
import { decideAccess } from './decide-access';

/**
 * The route guard: runs before a route renders (and on every revalidation), applies
 * `decideAccess` to the stored session, and records the route's module as the current one.
 * After a reload it first renews the in-memory access token (the page loader shows meanwhile).
 */
export const guardLoader =
  (handle: RouteHandle): LoaderFunction =>
  async () => {
    await restoreSession();
    const session = readSession();
    const decision = decideAccess(handle, {
      hasUser: session.userData !== null,
      hasToken: Boolean(session.accessToken),
      sections: session.sections,
      modules: session.userData?.arr_modules.map((m) => m.id_module),
    });
    if (decision.clearStorage) clearAllStorage();
    if (decision.kind === 'redirect') throw redirect(decision.to);
    if (handle.module !== undefined) {
      setCurrentModule(handle.module);
      prefetchModule(handle.module);
    }
    return null;
  };
