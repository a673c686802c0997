import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/client.ts';
import type { TokenSigner } from './auth/tokens.ts';
import type { MailService } from './mail/mail.service.ts';

/** What services are built from; tests build the same with their own database. */
export type Deps = {
  config: AppConfig;
  db: Db;
  signer: TokenSigner;
  mail: MailService;
  log: FastifyBaseLogger;
};

/** Who is asking when nobody is signed in yet (sign-in, password reset). */
export type RequestOrigin = { ip: string; requestId: string; userAgent: string | undefined };
