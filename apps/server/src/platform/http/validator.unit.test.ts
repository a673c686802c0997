import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../errors/error-handler.ts';
import { safeValidatorCompiler } from './validator.ts';

describe('the request validator', () => {
  it('answers 400, not 500, when a schema rule throws on a body of the wrong shape', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(safeValidatorCompiler);
    registerErrorHandler(app);
    // A refinement that trusts its input, as a careless cross-field rule would.
    const body = z.unknown().superRefine((v) => {
      if ((v as { a: string }).a === 'x') throw new Error('never');
    });
    app.post('/x', { schema: { body } }, async () => ({ ok: true }));
    const res = await app.inject({
      method: 'POST',
      url: '/x',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: 'null',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: { _: ['Invalid value'] } });
    const fine = await app.inject({
      method: 'POST',
      url: '/x',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":"y"}',
    });
    expect(fine.statusCode).toBe(200);
    await app.close();
  });
});
