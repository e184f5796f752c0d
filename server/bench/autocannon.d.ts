// autocannon ships no type declarations (and there is no @types package); this covers what the
// benchmark uses of its programmatic API (node_modules/autocannon/README.md, "autocannon(opts[, cb])").
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      method?: string;
      body?: string;
      headers?: Record<string, string>;
      title?: string;
      /** A false answer counts the request in `mismatches`. */
      verifyBody?: (body: string) => boolean;
    }
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p99: number;
      /** For `requests`: how many completed (any status). */
      total: number;
      /** For `requests`: how many were sent. */
      sent?: number;
    }
    interface Result {
      title?: string;
      url: string;
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      '2xx': number;
      statusCodeStats: Record<string, { count: number }>;
    }
    interface Instance extends PromiseLike<Result> {
      stop(): void;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
