// Rewrites the count tables of packages/content/README.md from the data.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COUNT_MARKERS, renderCounts } from '../src/counts';

const file = path.resolve(import.meta.dirname, '../README.md');
const text = readFileSync(file, 'utf8');
const start = text.indexOf(COUNT_MARKERS.BEGIN);
const end = text.indexOf(COUNT_MARKERS.END);
const next =
  start >= 0 && end > start
    ? text.slice(0, start) + renderCounts() + text.slice(end + COUNT_MARKERS.END.length)
    : `${text.trimEnd()}\n\n${renderCounts()}\n`;
writeFileSync(file, next);
console.log('README counts updated');
