/** Which employees a user may see (the employees module's `scopeOf`): all, or one area's (null: none). */
export type EmployeeScope = { all: true } | { all: false; areaId: number | null };

export type CurrentUser = {
  id: number;
  sessionId: string;
  email: string;
  roleId: number;
  isCeo: boolean;
  employeeId: number | null;
  sections: ReadonlySet<number>;
  modules: ReadonlySet<number>;
  /** When the session ends (ms since the epoch): a cached user is not used past it. */
  sessionExpiresAt?: number;
  /** The employee scope, when loaded with the user (the request's user is); `scopeOf` computes it otherwise. */
  scope?: EmployeeScope;
};

/** Who acts, for services: the user and where the request came from (audit). */
export type Actor = { user: CurrentUser; ip: string; requestId: string };

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

export const actorOf = (request: { currentUser: CurrentUser | null; ip: string; id: string }): Actor => {
  if (!request.currentUser) throw new Error('actorOf called on a route without a signed-in user');
  return { user: request.currentUser, ip: request.ip, requestId: request.id };
};
