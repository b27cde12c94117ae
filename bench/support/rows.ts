/** The anchor benchmark's rows: this app's figure beside bare Bolt's, and the ratio. */

/**
 * Every single-workspace row runs on the default store and on memory://. The memory store lives
 * in the app's process, so nothing can be written into it beforehand: there the workspace is not
 * connected to Enlivy (`list` and `status` answer "not connected"), and the RSS row, which needs
 * 10,000 installations written beforehand, runs on SQLite only.
 */
export const STORES = ['sqlite', 'memory'] as const;
export type Store = (typeof STORES)[number];

export interface Row {
  what: string;
  app: number;
  bare: number | undefined;
  unit: string;
  /** Lower is better (latency, CPU, memory) or higher (throughput). */
  better: 'lower' | 'higher';
  target?: { text: string; met: boolean };
  store?: Store;
  /** How far the row's rounds were apart (e.g. each round's ratio), printed after the target. */
  spread?: string;
}

export function format(value: number): string {
  return value >= 100 ? value.toFixed(0) : value.toFixed(2);
}

export function print(rows: Row[]): void {
  console.log(
    `\n${'measure'.padEnd(62)} ${'enlivy-slack'.padStart(12)} ${'bare Bolt'.padStart(10)} ${'ratio'.padStart(6)}  target`,
  );
  for (const row of rows) {
    const ratio = row.bare === undefined || row.bare === 0 ? Number.NaN : row.app / row.bare;
    const verdict =
      row.target === undefined ? '' : `${row.target.text} ${row.target.met ? 'ok' : 'MISSED'}`;
    console.log(
      `${row.what.padEnd(62)} ${format(row.app).padStart(12)} ${(row.bare === undefined ? '' : format(row.bare)).padStart(10)} ${(Number.isNaN(ratio) ? '' : `${ratio.toFixed(2)}×`).padStart(6)}  ${verdict}${row.spread === undefined ? '' : `  (${row.spread})`}`,
    );
  }
}
