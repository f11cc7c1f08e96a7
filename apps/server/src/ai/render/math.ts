import katex from 'katex';
import type { FragmentStore } from './sanitize';

// Inline maths is written as $...$ (ZStructuredQuestion). A "\$" is a literal dollar sign. Indian content writes
// money as ₹, so a lone "$" is rare; an unpaired one is shown as text, and the question checker rejects it.

export interface TextSegment {
  math: boolean;
  text: string;
}

export function splitMath(text: string): TextSegment[] {
  const out: TextSegment[] = [];
  let buf = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\' && text[i + 1] === '$') {
      buf += '$';
      i += 2;
      continue;
    }
    if (ch === '$') {
      const end = findClosing(text, i + 1);
      if (end > i + 1) {
        if (buf) out.push({ math: false, text: buf });
        buf = '';
        out.push({ math: true, text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    buf += ch;
    i++;
  }
  if (buf) out.push({ math: false, text: buf });
  return out;
}

function findClosing(text: string, from: number): number {
  for (let j = from; j < text.length; j++) {
    if (text[j] === '\\') {
      j++;
      continue;
    }
    if (text[j] === '$') return j;
  }
  return -1;
}

/** Problems with the maths in a text: an unpaired "$" or LaTeX that KaTeX cannot parse. */
export function checkMath(text: string): string[] {
  const problems: string[] = [];
  for (const seg of splitMath(text)) {
    if (!seg.math) {
      if (seg.text.includes('$')) problems.push('unpaired $ in text');
      continue;
    }
    if (renderKatex(seg.text) !== null) continue;
    try {
      katex.renderToString(seg.text, { throwOnError: true, strict: 'ignore' });
    } catch (err) {
      problems.push(`LaTeX does not parse: $${seg.text}$ (${err instanceof Error ? err.message.split('\n')[0] : err})`);
    }
  }
  return problems;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

// KaTeX output per expression: a worksheet repeats expressions and so do worksheets. KaTeX escapes everything it
// prints and, with `trust` off (the default), emits no links, classes, styles or URLs from its input, so its markup
// is safe by construction and needs no sanitiser.
const KATEX_CACHE_LIMIT = 20_000;
const katexCache = new Map<string, string | null>();

/** KaTeX markup for one expression, or null when it does not parse; cached (least recently used goes first). */
export function renderKatex(tex: string): string | null {
  const hit = katexCache.get(tex);
  if (hit !== undefined) {
    katexCache.delete(tex);
    katexCache.set(tex, hit);
    return hit;
  }
  let html: string | null;
  try {
    html = katex.renderToString(tex, { throwOnError: true, strict: 'ignore', output: 'htmlAndMathml' });
  } catch {
    html = null;
  }
  if (katexCache.size >= KATEX_CACHE_LIMIT) katexCache.delete(katexCache.keys().next().value as string);
  katexCache.set(tex, html);
  return html;
}

/**
 * Text with $...$ maths rendered by KaTeX on the server (no client script, no CDN); the rest escaped, so the result
 * is safe HTML by construction. Given a fragment store (documents that are sanitised as a whole, such as notes), the
 * KaTeX markup goes in as a placeholder instead.
 */
export function renderMathText(text: string, store?: FragmentStore): string {
  return splitMath(text)
    .map((seg) => {
      if (!seg.math) return escapeHtml(seg.text).replace(/\n/g, '<br>');
      const html = renderKatex(seg.text);
      if (html === null) return `<code class="math-error">${escapeHtml(seg.text)}</code>`;
      return store ? store.add('html', html) : html;
    })
    .join('');
}
