import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The baseline for the list benchmark: a bare Fastify route answering a fixed body, the bytes of one
 * employee-list page (file in argv[2]). No database, no authentication, no validation, no logging:
 * what HTTP and Fastify alone cost for that payload on this machine. Prints its address when ready.
 */
const body = readFileSync(process.argv[2] ?? '', 'utf8');
const app = Fastify({ logger: false });
app.post('/baseline', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(address);
