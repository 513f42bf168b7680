// The part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module "autocannon" {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Requests per second over all connections together (a paced load rather than as fast as possible). */
    overallRate?: number;
    /** Cycled by every connection; `setupRequest` may change each request before it is sent. */
    requests?: Array<{
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: RequestData, context: Record<string, unknown>) => RequestData;
    }>;
  };
  type RequestData = { method: string; path: string; headers: Record<string, string>; body?: string | Buffer };
  type Result = {
    url: string;
    duration: number;
    connections: number;
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  type Instance = Promise<Result> & { stop: () => void };
  function autocannon(options: Options): Instance;
  export default autocannon;
}
