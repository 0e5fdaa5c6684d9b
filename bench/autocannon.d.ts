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
    /** Requests per second across all connections (a fixed rate instead of as fast as possible). */
    overallRate?: number;
    /** Returns the raw result (histograms encoded) for aggregateResult to merge with others. */
    skipAggregateResult?: boolean;
    requests?: {
      method?: string;
      path?: string;
      /** `context` belongs to the connection: what its request set, its answer reads. */
      setupRequest?: (req: Request, context: Record<string, unknown>) => Request;
      /** Called with each answer's status, body, the connection's context and the headers. */
      onResponse?: (
        status: number,
        body: string,
        context: Record<string, unknown>,
        headers?: Record<string, string | string[]>,
      ) => void;
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
