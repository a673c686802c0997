import { parseArgs } from 'node:util';
import type { FakeSunatBehaviour } from '../test/support/fake-sunat.ts';
import { FAKE_SUNAT_ACCOUNT, startTestSunat } from '../test/support/fake-sunat-account.ts';

/**
 * `npm run sunat:local [-- --port 8790 --behave accept|observe|reject|fault]`: the tests' local
 * SUNAT, standalone, for trying the sending by hand. It prints the addresses and credentials to
 * give the company's SUNAT settings, answers until Ctrl-C, and logs each document it receives.
 */
const { values } = parseArgs({
  options: { port: { type: 'string', default: '0' }, behave: { type: 'string', default: 'accept' } },
});

const BEHAVIOURS: Record<string, FakeSunatBehaviour> = {
  accept: { kind: 'accept' },
  observe: { kind: 'observe' },
  reject: { kind: 'reject', code: '2017' },
  fault: { kind: 'fault', code: '0130' },
};

const main = async () => {
  const behaviour = BEHAVIOURS[values.behave];
  if (!behaviour) throw new Error(`--behave takes ${Object.keys(BEHAVIOURS).join(', ')}`);
  const sunat = await startTestSunat({ port: Number(values.port) });
  sunat.behave(behaviour);
  console.log('Local SUNAT listening; every document is answered:', values.behave);
  console.log(JSON.stringify({ endpoints: sunat.endpoints, credentials: FAKE_SUNAT_ACCOUNT }, null, 2));
  let seen = 0;
  const log = setInterval(() => {
    for (const r of sunat.receipts.slice(seen))
      console.log(`${r.at.toISOString()} ${r.service} ${r.fileName} ${r.hash}`);
    seen = sunat.receipts.length;
  }, 500);
  const stop = () => {
    clearInterval(log);
    void sunat.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

await main();
