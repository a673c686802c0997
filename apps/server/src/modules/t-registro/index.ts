/**
 * The t-registro module's public entry: SUNAT's T-Registro import files made from the employee
 * record. Above employees and references; nothing imports it but app.ts.
 */

export { tRegistroModule } from './t-registro.manifest.ts';
