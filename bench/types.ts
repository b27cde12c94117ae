/**
 * One benchmark of `npm run bench`: each lives in its own file under bench/ and is listed in
 * bench/run.ts. It prints its figures and returns the budgets or targets it found broken.
 */
export interface BenchOptions {
  /** `--small`: fewer requests and workspaces, for a quick run while developing. */
  small: boolean;
}

export interface Benchmark {
  /** One line for `npm run bench -- --list`. */
  description: string;
  run(options: BenchOptions): Promise<{ failures: string[] }>;
}
