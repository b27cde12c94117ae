/** Latency samples → percentiles, and one printed row per measurement. */
export interface Summary {
  name: string;
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

export function summarize(name: string, samples: readonly number[], print = true): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const row = {
    name,
    n: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
  if (print) {
    console.log(
      `${name.padEnd(44)} n=${String(row.n).padStart(4)}  p50=${row.p50.toFixed(1).padStart(6)} ms  p95=${row.p95.toFixed(1).padStart(6)} ms  p99=${row.p99.toFixed(1).padStart(6)} ms  max=${row.max.toFixed(1).padStart(6)} ms`,
    );
  }
  return row;
}
