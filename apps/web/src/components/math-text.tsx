import { useEffect, useState } from 'react';

type Katex = typeof import('katex').default;
let katexPromise: Promise<Katex> | undefined;

/** KaTeX and its stylesheet, loaded on first use (only pages with maths need them). */
function loadKatex(): Promise<Katex> {
  katexPromise ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([m]) => m.default);
  return katexPromise;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Text with inline maths as $...$ (or display $$...$$); plain text is escaped, maths goes through KaTeX. */
function renderMath(katex: Katex, text: string): string {
  const re = /\$\$([^$]+)\$\$|\$([^$\n]+)\$/g;
  let out = '';
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out += escapeHtml(text.slice(last, m.index));
    const display = m[1] !== undefined;
    out += katex.renderToString(display ? m[1] : m[2], { throwOnError: false, displayMode: display, output: 'html' });
    last = m.index + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

export function MathText({ text }: { text: string }) {
  const hasMath = /\$[^$]+\$/.test(text);
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    if (!hasMath) return;
    let live = true;
    void loadKatex().then((k) => {
      if (live) setHtml(renderMath(k, text));
    });
    return () => {
      live = false;
    };
  }, [text, hasMath]);
  if (!hasMath || html === null) return <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: plain text is escaped; KaTeX output is its own markup.
  return <span style={{ whiteSpace: 'pre-wrap' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
