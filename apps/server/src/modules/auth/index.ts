/**
 * The auth module's public entry: sign-in, refresh-token rotation, logout, password reset and the
 * first administrator. The top of the server: it uses users and catalog, nothing uses it but app.ts.
 */

export { authModule } from './auth.manifest.ts';
