// autocannon ships no types; this is the part of its API the load and startup benchmarks use.
declare module 'autocannon' {
  interface Percentiles {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    latency: Percentiles;
    requests: Percentiles & { total: number };
    /** bytes read, headers included */
    throughput: Percentiles & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** requests each connection sends in turn (the startup benchmark's users) */
    requests?: { path?: string; method?: string; headers?: Record<string, string>; body?: string }[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
