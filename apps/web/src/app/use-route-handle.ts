import { useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from './route-handle';

/** The `handle` of the deepest matched route that declares one. */
export const useRouteHandle = (): RouteHandle | undefined => {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
};
