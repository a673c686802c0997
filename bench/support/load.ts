import autocannon from 'autocannon';

/**
 * The load generator, run as its own process so that it does not share an event loop with the
 * server it measures. Reads a `LoadPlan` as JSON from argv[2], prints a `LoadResult` as JSON.
 * autocannon's own summary has no p95, so every response time is kept and ranked here.
 */
export type LoadPlan = {
  url: string;
  connections: number;
  seconds: number;
  requests: { method: 'GET' | 'POST'; path: string; body?: string }[];
  headers: Record<string, string>;
};

export type LoadResult = {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  bytesPerResponse: number;
  failures: number;
  /** CPU time the load generator itself used, per request. */
  cpuMsPerRequest: number;
};

const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const plan = JSON.parse(process.argv[2] ?? '{}') as LoadPlan;
const cpuAtStart = cpu();
const times: number[] = [];
let bytes = 0;
let failures = 0;

const result = await new Promise<autocannon.Result>((done, fail) => {
  const instance = autocannon(
    {
      url: plan.url,
      connections: plan.connections,
      duration: plan.seconds,
      headers: plan.headers,
      requests: plan.requests,
    },
    (err, answer) => (err ? fail(err) : done(answer)),
  );
  instance.on('response', (_client, status, resBytes, responseTime) => {
    if (status !== 200) failures += 1;
    times.push(responseTime);
    bytes += resBytes;
  });
});

times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;
const answer: LoadResult = {
  requests: times.length,
  perSecond: Math.round(times.length / (result.duration || plan.seconds)),
  p50: round(at(0.5)),
  p95: round(at(0.95)),
  p99: round(at(0.99)),
  max: round(times.at(-1) ?? 0),
  bytesPerResponse: times.length ? Math.round(bytes / times.length) : 0,
  failures: failures + result.errors + result.timeouts,
  cpuMsPerRequest: times.length ? Math.round(((cpu() - cpuAtStart) / times.length) * 100) / 100 : 0,
};
console.log(JSON.stringify(answer));
