/**
 * SUNAT's REST API for the GRE (guía de remisión electrónica, SUNAT's "Manual de servicios web
 * Plataforma Nueva GRE" and its REST service sheets): an OAuth2 password grant at api-seguridad (`/clientessol/{client_id}/oauth2/token/`,
 * scope https://api-cpe.sunat.gob.pe), then `POST /contribuyente/gem/comprobantes/{fileName}` with
 * `{ archivo: { nomArchivo, arcGreZip, hashZip } }` answering `numTicket`, and
 * `GET /contribuyente/gem/comprobantes/envios/{numTicket}` answering codRespuesta 98 (in process),
 * 0 (CDR ready) or 99 (rejected, a CDR or only an error). As greenter's client does
 * (thegreenter/greenter, packages/ws/src/Api/ApiFactory.php and GreSender.php).
 */
import { createHash } from 'node:crypto';
import { CdrUnreadable, cdrAnswer, readCdr } from './cdr.ts';
import { exchange, hostOf, type SunatResponse, unexpected } from './sunat-http.ts';
import {
  type GreCredentials,
  type SunatAnswer,
  type SunatEndpoints,
  SunatUnavailable,
} from './sunat-types.ts';

type Fault = Extract<SunatAnswer, { kind: 'fault' }>;
type Json = Record<string, unknown>;

/** A token is asked again this long before SUNAT says it expires, so none expires in flight. */
const EXPIRY_MARGIN_MS = 60_000;
const SCOPE = 'https://api-cpe.sunat.gob.pe';

const jsonOf = (url: string, response: SunatResponse): Json => {
  try {
    const value: unknown = JSON.parse(response.body);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Json;
  } catch {
    // not JSON: below
  }
  throw unexpected(url, response);
};

const str = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** SUNAT's error bodies: `{cod, msg, errors: [{cod, msg}]}` (422 lists the first failed rule). */
const errorOf = (body: Json, status: number): Fault => {
  const first = Array.isArray(body.errors) ? (body.errors[0] as Json | undefined) : undefined;
  const code = str(first?.cod) || str(body.cod) || str(body.error) || String(status);
  const description = str(first?.msg) || str(body.msg) || str(body.error_description);
  return { kind: 'fault', code, description };
};

export type GreApi = {
  sendDespatch: (
    endpoints: SunatEndpoints,
    gre: GreCredentials,
    fileName: string,
    zip: Buffer,
  ) => Promise<SunatAnswer>;
  despatchStatus: (endpoints: SunatEndpoints, gre: GreCredentials, ticket: string) => Promise<SunatAnswer>;
};

/**
 * The GRE client. Tokens are kept per client and user until shortly before they expire: SUNAT
 * limits how often one is issued, and a run of guías needs one, not one each.
 */
export const createGreApi = (options: { timeoutMs: number; now?: () => number }): GreApi => {
  const { timeoutMs } = options;
  const now = options.now ?? Date.now;
  const tokens = new Map<string, { value: string; expiresAt: number }>();
  const keyOf = (endpoints: SunatEndpoints, gre: GreCredentials) =>
    `${endpoints.greToken} ${gre.clientId} ${gre.ruc}${gre.user}`;

  const token = async (endpoints: SunatEndpoints, gre: GreCredentials): Promise<string | Fault> => {
    const key = keyOf(endpoints, gre);
    const cached = tokens.get(key);
    if (cached && cached.expiresAt > now()) return cached.value;
    const url = `${endpoints.greToken}/clientessol/${encodeURIComponent(gre.clientId)}/oauth2/token/`;
    const form = new URLSearchParams({
      grant_type: 'password',
      scope: SCOPE,
      client_id: gre.clientId,
      client_secret: gre.clientSecret,
      username: `${gre.ruc}${gre.user}`,
      password: gre.password,
    });
    const response = await exchange(
      url,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form },
      timeoutMs,
    );
    if (response.status === 400 || response.status === 401)
      return errorOf(jsonOf(url, response), response.status);
    if (response.status !== 200) throw unexpected(url, response);
    const body = jsonOf(url, response);
    const value = str(body.access_token);
    if (value === '') throw unexpected(url, response);
    const seconds = Number(body.expires_in) || 3600;
    tokens.set(key, { value, expiresAt: now() + seconds * 1000 - EXPIRY_MARGIN_MS });
    return value;
  };

  /** One call with the kept token; a 401 means SUNAT dropped it: one more try with a fresh one. */
  const authorized = async (
    endpoints: SunatEndpoints,
    gre: GreCredentials,
    url: string,
    init: RequestInit,
  ): Promise<SunatResponse | Fault> => {
    for (let attempt = 0; ; attempt++) {
      const bearer = await token(endpoints, gre);
      if (typeof bearer !== 'string') return bearer;
      const headers = { ...(init.headers as Record<string, string>), authorization: `Bearer ${bearer}` };
      const response = await exchange(url, { ...init, headers }, timeoutMs);
      if (response.status !== 401 || attempt > 0) return response;
      tokens.delete(keyOf(endpoints, gre));
    }
  };

  /** Error statuses SUNAT's API explains in its JSON body; anything else is tried again later. */
  const refused = (url: string, response: SunatResponse): Fault => {
    if (![400, 401, 403, 404, 422, 500].includes(response.status)) throw unexpected(url, response);
    return errorOf(jsonOf(url, response), response.status);
  };

  const sendDespatch: GreApi['sendDespatch'] = async (endpoints, gre, fileName, zip) => {
    const url = `${endpoints.greApi}/contribuyente/gem/comprobantes/${encodeURIComponent(fileName)}`;
    const archivo = {
      nomArchivo: `${fileName}.zip`,
      arcGreZip: zip.toString('base64'),
      hashZip: createHash('sha256').update(zip).digest('hex'),
    };
    const response = await authorized(endpoints, gre, url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ archivo }),
    });
    if (!('status' in response)) return response;
    if (response.status !== 200) return refused(url, response);
    const ticket = str(jsonOf(url, response).numTicket);
    if (ticket === '') throw unexpected(url, response);
    return { kind: 'ticket', ticket };
  };

  const despatchStatus: GreApi['despatchStatus'] = async (endpoints, gre, ticket) => {
    const url = `${endpoints.greApi}/contribuyente/gem/comprobantes/envios/${encodeURIComponent(ticket)}`;
    const response = await authorized(endpoints, gre, url, { method: 'GET', headers: {} });
    if (!('status' in response)) return response;
    if (response.status !== 200) return refused(url, response);
    const body = jsonOf(url, response);
    const code = str(body.codRespuesta);
    if (code === '98') return { kind: 'pending' };
    const cdr = str(body.arcCdr);
    if (str(body.indCdrGenerado) === '1' && cdr !== '') {
      try {
        return cdrAnswer(await readCdr(Buffer.from(cdr, 'base64')));
      } catch (error) {
        if (error instanceof CdrUnreadable) throw new SunatUnavailable(`${hostOf(url)}: ${error.message}`);
        throw error;
      }
    }
    if (code === '99' || code === '0') {
      const error = (body.error ?? {}) as Json;
      return { kind: 'fault', code: str(error.numError) || code, description: str(error.desError) };
    }
    throw unexpected(url, response);
  };

  return { sendDespatch, despatchStatus };
};
