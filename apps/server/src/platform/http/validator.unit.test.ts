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

describe('text PostgreSQL cannot store', () => {
  it('is refused with the field named: a NUL character, a lone surrogate, in a value or a key', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(safeValidatorCompiler);
    registerErrorHandler(app);
    app.post('/x', { schema: { body: z.looseObject({}) } }, async () => ({ ok: true }));
    const send = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/x',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload,
      });
    const nul = await send('{"q":"a\\u0000b"}');
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.json().errors)).toEqual(['q']);
    const surrogate = await send('{"person":{"names":["ok","\\ud800"]}}');
    expect(surrogate.statusCode).toBe(400);
    expect(Object.keys(surrogate.json().errors)).toEqual(['person.names.1']);
    expect((await send('{"a\\u0000":1}')).statusCode).toBe(400);
    // A whole pair is a real character (an emoji) and passes.
    expect((await send('{"q":"\\ud83d\\ude9a ñandú"}')).statusCode).toBe(200);
    await app.close();
  });
});
