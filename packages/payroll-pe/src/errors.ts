/**
 * Refusal of an input at the package boundary. `field` is a dotted path into the call's argument
 * (`worker.salary`, `parameters.uit`, `quinta.history[2].withheld`) so that the server can answer
 * 400 with the field named.
 */
export class PayrollInputError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = 'PayrollInputError';
    this.field = field;
  }
}
