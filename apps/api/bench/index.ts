// `npm run bench`: runs every bench module in turn and prints one table. Not a test: nothing is asserted.
// To add a bench, write `<name>.bench.ts` exporting `run(): Promise<BenchResult[]>` and list it here.
// `npm run bench -- <name>…` runs only the named ones (bundle, labels, valuedList, lists, scan, export,
// gestion, raImport, capacity, billing, dte, dteInvoicing, reparto).
import * as billing from './billing.bench.ts';
import * as bundle from './bundle.bench.ts';
import * as capacity from './capacity.bench.ts';
import * as dte from './dte.bench.ts';
import * as dteInvoicing from './dte-invoicing.bench.ts';
import * as exportList from './export.bench.ts';
import * as gestion from './gestion.bench.ts';
import * as labels from './labels.bench.ts';
import * as lists from './lists.bench.ts';
import type { BenchResult } from './measure.ts';
import * as raImport from './ra-import.bench.ts';
import * as reparto from './reparto.bench.ts';
import * as scan from './scan.bench.ts';
import * as valuedList from './valued-list.bench.ts';

const all: Record<string, { run(): Promise<BenchResult[]> }> = {
  bundle,
  labels,
  valuedList,
  lists,
  scan,
  export: exportList,
  gestion,
  raImport,
  capacity,
  billing,
  dte,
  dteInvoicing,
  reparto,
};
// `npm run bench -- scan lists` runs only those; no names, every bench.
const wanted = process.argv.slice(2);
const modules = Object.entries(all)
  .filter(([name]) => wanted.length === 0 || wanted.includes(name))
  .map(([, module]) => module);

function formatMs(ms: number): string {
  return ms.toFixed(1);
}

function formatSize(bytes: number | undefined): string {
  if (bytes === undefined) return '-';
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

const rate = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(0));

function printTable(results: BenchResult[]): void {
  const header = [
    'Benchmark',
    'Runs',
    'Median ms',
    'p95 ms',
    'p99 ms',
    'Size',
    'API/s',
    'SQL/s',
    'Ratio',
    'Unprep/s',
    'Stmts',
    'Load',
    'Note',
  ];
  const rows = results.map((r) => [
    r.name,
    String(r.runs),
    formatMs(r.medianMs),
    formatMs(r.p95Ms),
    r.p99Ms === undefined ? '-' : formatMs(r.p99Ms),
    formatSize(r.sizeBytes),
    rate(r.perSecond),
    rate(r.rawPerSecond),
    r.perSecond && r.rawPerSecond ? (r.perSecond / r.rawPerSecond).toFixed(2) : '-',
    rate(r.unpreparedPerSecond),
    r.statements === undefined ? '-' : String(r.statements),
    r.load ?? '-',
    r.note ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
      )
      .join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

const results: BenchResult[] = [];
for (const module of modules) results.push(...(await module.run()));
console.log(`Node ${process.version}, ${new Date().toISOString()}\n`);
printTable(results);
