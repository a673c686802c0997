/**
 * The auth module's public entry: sign-in, refresh-token rotation, logout, password reset and the
 * first administrator. The top of the server: it uses users and catalog, nothing uses it but app.ts.
 */
export { authRoutes } from './auth.routes.ts';
export { type AuthService, createAuthService } from './auth.service.ts';
