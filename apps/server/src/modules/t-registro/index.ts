/**
 * The t-registro module's public entry: SUNAT's T-Registro import files made from the employee
 * record. Above employees and references; nothing imports it but app.ts.
 */

export { tRegistroRoutes } from './t-registro.routes.ts';
export { createTRegistroService, type TRegistroService } from './t-registro.service.ts';
