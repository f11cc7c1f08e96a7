// Web bundle budget: what the landing page downloads before it can render, and proof that heavy libraries
// (KaTeX, Mermaid, charts) are split out of the entry. Reads apps/web/dist (run `npm run build` first).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.log('apps/web/dist is missing: run `npm run build` first');
  process.exit(0);
}
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const size = (f: string) => {
  const buf = readFileSync(path.join(dist, f));
  return { raw: buf.length, gz: gzipSync(buf).length, text: buf.toString('utf8') };
};

let raw = 0;
let gz = 0;
// Signatures that appear in each library's code, whatever its chunk is called.
const heavy = { katex: /KaTeX parse error/, mermaid: /mermaidAPI/, charts: /recharts/ };
const inEntry: string[] = [];
for (const f of entry) {
  const s = size(f);
  raw += s.raw;
  gz += s.gz;
  for (const [name, re] of Object.entries(heavy))
    if (f.endsWith('.js') && re.test(s.text)) inEntry.push(`${name} in ${f}`);
}
const all = readdirSync(path.join(dist, 'assets'));
const js = all.filter((f) => f.endsWith('.js'));
const totalGz = js.reduce((n, f) => n + size(`assets/${f}`).gz, 0);
console.log(`entry assets loaded by index.html: ${entry.length} files, ${kb(raw)} raw, ${kb(gz)} gzip`);
console.log(
  `all JS chunks: ${js.length} files, ${kb(totalGz)} gzip; entry share ${((gz / totalGz) * 100).toFixed(0)}%`,
);
console.log(`heavy libraries in the entry: ${inEntry.length ? inEntry.join(', ') : 'none'}`);
