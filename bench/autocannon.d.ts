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
    requests?: {
      method?: string;
      path?: string;
      setupRequest?: (req: Request) => Request;
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
    latency: { average: number; p99: number; max: number };
    errors: number;
    non2xx: number;
    /** Seconds the run took. */
    duration: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
