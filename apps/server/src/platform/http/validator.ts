import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const refuseAll = validatorCompiler({
  schema: z.never({ error: 'validation.invalid' }),
  method: 'POST',
  url: '*',
});

/**
 * The zod validator, made safe for any input: a refinement that reads fields of a body that is `null`,
 * an array or a string throws instead of reporting an issue, and that must be the client's 400, not a
 * 500, on every route that exists now or later.
 */
export const safeValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data) => {
    try {
      return validate(data);
    } catch {
      return refuseAll(data);
    }
  };
};
