/**
 * A local SUNAT for the tests and for trying the product by hand (`npm run sunat:local`): a
 * `node:http` server on 127.0.0.1 speaking billService and billConsultService (SOAP, WS-Security
 * UsernameToken) and the GRE REST API (OAuth2 token, comprobantes, envios) as SUNAT does, and
 * answering with CDRs signed by the test certificate. `behave` sets how it answers the next
 * documents; `receipts` lists every document it received.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SunatEndpoints } from '../../src/modules/e-documents/index.ts';
import { openCertificate } from './fake-sunat-cdr.ts';
import { sendReply, statusReply, tokenReply } from './fake-sunat-gre.ts';
import { type Reply, soapReply } from './fake-sunat-soap.ts';
import {
  createFakeState,
  type FakeSunatBehaviour,
  type FakeSunatOptions,
  type FakeSunatReceipt,
} from './fake-sunat-state.ts';

export type { FakeSunatBehaviour, FakeSunatOptions, FakeSunatReceipt } from './fake-sunat-state.ts';

export type FakeSunat = {
  endpoints: SunatEndpoints;
  /** Every document received, in order (duplicates included): fileName, hash, time. */
  receipts: FakeSunatReceipt[];
  /** How many GRE tokens were issued. */
  tokensIssued: () => number;
  /** Forgets every GRE token issued, as SUNAT does when it revokes them: the next call gets 401. */
  revokeTokens: () => void;
  /** The standing behaviour, or with `times` one that applies to the next `times` documents first. */
  behave: (behaviour: FakeSunatBehaviour, options?: { times?: number }) => void;
  close: () => Promise<void>;
};

export const BILL_SERVICE_PATH = '/ol-ti-itcpfegem-beta/billService';
export const CONSULT_SERVICE_PATH = '/ol-it-wsconscpegem/billConsultService';

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

export const startFakeSunat = async (options: FakeSunatOptions): Promise<FakeSunat> => {
  const state = createFakeState(
    options,
    openCertificate(options.certificate.p12, options.certificate.password),
  );
  const timers = new Set<NodeJS.Timeout>();

  const route = async (request: IncomingMessage): Promise<Reply> => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(request);
    const auth = request.headers.authorization;
    const post = request.method === 'POST';
    if (post && pathname === BILL_SERVICE_PATH) return soapReply(state, body, false);
    if (post && pathname === CONSULT_SERVICE_PATH) return soapReply(state, body, true);
    const token = pathname.match(/^\/v1\/clientessol\/([^/]+)\/oauth2\/token\/?$/);
    if (post && token) return tokenReply(state, decodeURIComponent(token[1] ?? ''), body);
    const status = pathname.match(/^\/v1\/contribuyente\/gem\/comprobantes\/envios\/([^/]+)$/);
    if (request.method === 'GET' && status)
      return statusReply(state, decodeURIComponent(status[1] ?? ''), auth);
    const send = pathname.match(/^\/v1\/contribuyente\/gem\/comprobantes\/([^/]+)$/);
    if (post && send) return sendReply(state, decodeURIComponent(send[1] ?? ''), auth, body);
    return { status: 404, type: 'text/plain', body: 'Not Found' };
  };

  const answer = (response: ServerResponse, reply: Reply) => {
    const write = () => {
      if (response.destroyed) return;
      response.writeHead(reply.status, { 'content-type': reply.type });
      response.end(reply.body);
    };
    if (!reply.delayMs) return write();
    const timer = setTimeout(() => {
      timers.delete(timer);
      write();
    }, reply.delayMs);
    timers.add(timer);
  };

  const server = createServer((request, response) => {
    route(request).then(
      (reply) => answer(response, reply),
      (error: unknown) =>
        answer(response, { status: 500, type: 'text/plain', body: `fake SUNAT failed: ${String(error)}` }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const endpoints: SunatEndpoints = {
    billService: `${base}${BILL_SERVICE_PATH}`,
    billConsultService: `${base}${CONSULT_SERVICE_PATH}`,
    greToken: `${base}/v1`,
    greApi: `${base}/v1`,
  };

  return {
    endpoints,
    receipts: state.receipts,
    tokensIssued: () => state.tokensIssued,
    revokeTokens: () => state.tokens.clear(),
    behave: (behaviour, behaveOptions) => state.behave(behaviour, behaveOptions?.times),
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
