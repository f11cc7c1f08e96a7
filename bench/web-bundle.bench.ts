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

// What a route downloads after the entry: its chunk and every chunk it imports statically (dynamic imports, such
// as the insights charts, load only when used and are left out).
const staticImports = (file: string): string[] =>
  [...size(`assets/${file}`).text.matchAll(/import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (m) => m[1] as string,
  );
const entryFiles = new Set(entry.map((f) => f.replace(/^assets\//, '')));
for (const route of ['dashboard-page', 'child-dashboard-page', 'admin-dashboard-page']) {
  const start = js.find((f) => f.startsWith(`${route}-`));
  if (!start) continue;
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const f = queue.pop() as string;
    if (seen.has(f) || entryFiles.has(f) || !all.includes(f)) continue;
    seen.add(f);
    queue.push(...staticImports(f));
  }
  let routeGz = 0;
  const heavyIn: string[] = [];
  for (const f of seen) {
    const s = size(`assets/${f}`);
    routeGz += s.gz;
    for (const [name, re] of Object.entries(heavy)) if (re.test(s.text)) heavyIn.push(`${name} in ${f}`);
  }
  console.log(
    `${route}: ${kb(size(`assets/${start}`).gz)} gzip itself, ${seen.size} files ${kb(routeGz)} gzip with its static ` +
      `imports; heavy libraries: ${heavyIn.length ? heavyIn.join(', ') : 'none'}`,
  );
}

// The coaching teacher's workspace (batches, status board, analysis) is its own chunk: the landing page and
// parents never download it. Found by a text only its status board has (its Refresh button).
const teacherChunks = js.filter((f) => /Refresh task status/.test(size(`assets/${f}`).text));
const shared = teacherChunks.filter((f) => entry.includes(`assets/${f}`) || f.startsWith('dashboard-page'));
console.log(
  `teacher workspace chunk: ${teacherChunks.map((f) => `${f} ${kb(size(`assets/${f}`).gz)} gzip`).join(', ') || 'not found'}` +
    (shared.length ? ` (NOT split: also in ${shared.join(', ')})` : '; not in the entry or the dashboard page'),
);
