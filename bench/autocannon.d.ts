declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    /** Returns the raw result (histograms encoded) for aggregateResult to merge with others. */
    skipAggregateResult?: boolean;
    requests?: {
      method?: string;
      path?: string;
      setupRequest?: (req: Request) => Request;
      /** Called with each answer's status and body. */
      onResponse?: (status: number, body: string) => void;
    }[];
  }
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { average: number; p50: number; p99: number; max: number };
    /** Connection errors and time-outs. */
    errors: number;
    /** Requests that got no answer within the time-out (10 s). */
    timeouts: number;
    non2xx: number;
    /** Seconds the run took. */
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  namespace autocannon {
    /** Merges raw results of several runs (skipAggregateResult) into one, latencies included. */
    function aggregateResult(results: Result[], options: Options): Result;
  }
  export default autocannon;
}
