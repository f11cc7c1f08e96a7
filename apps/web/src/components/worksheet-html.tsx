import { Box, Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import './worksheet-content.css';
import contentCss from './worksheet-content.css?inline';

// Worksheet HTML comes from the server, sanitised and with maths already typeset by KaTeX; the page only needs
// KaTeX's stylesheet, loaded on first use. Diagrams (SVG) are shown in a sandboxed frame with no scripts.

let katexCss: Promise<void> | undefined;
let katexCssUrl: Promise<string> | undefined;

function loadKatexCss(): Promise<void> {
  katexCss ??= import('katex/dist/katex.min.css').then(() => undefined);
  return katexCss;
}

function loadKatexCssUrl(): Promise<string> {
  katexCssUrl ??= import('katex/dist/katex.min.css?url').then((m) => m.default);
  return katexCssUrl;
}

const hasDiagram = (html: string) => /<figure class="diagram|<svg[\s>]/.test(html);
const hasMath = (html: string) => html.includes('class="katex');

interface WorksheetHtmlProps {
  html: string;
  /** Accessible name of the frame or region. */
  label: string;
}

function FramedHtml({ html, label }: WorksheetHtmlProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [cssUrl, setCssUrl] = useState<string | null>(null);
  const [height, setHeight] = useState(400);

  useEffect(() => {
    let live = true;
    void loadKatexCssUrl().then((url) => {
      if (live) setCssUrl(url);
    });
    return () => {
      live = false;
    };
  }, []);

  // Same-origin without scripts: the frame cannot run anything, and the page can size it to its content.
  useEffect(() => {
    const el = frame.current;
    if (!el || !cssUrl) return;
    let observer: ResizeObserver | undefined;
    const fit = () => {
      const body = el.contentDocument?.body;
      if (!body) return;
      setHeight(Math.max(120, body.scrollHeight + 16));
      observer?.disconnect();
      observer = new ResizeObserver(() => setHeight(Math.max(120, body.scrollHeight + 16)));
      observer.observe(body);
    };
    el.addEventListener('load', fit);
    return () => {
      el.removeEventListener('load', fit);
      observer?.disconnect();
    };
  }, [cssUrl]);

  if (!cssUrl) return <Loader size="sm" aria-label="Preparing worksheet" />;
  const doc = `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="${cssUrl}"><style>body{margin:8px;font-family:Inter,system-ui,sans-serif}${contentCss}</style></head><body class="ss-sheet">${html}</body></html>`;
  return (
    <iframe
      ref={frame}
      title={label}
      sandbox="allow-same-origin"
      srcDoc={doc}
      style={{ width: '100%', height, border: 0, display: 'block' }}
    />
  );
}

/** A worksheet, print sheet or answer key as the server rendered it. */
export function WorksheetHtml({ html, label }: WorksheetHtmlProps) {
  const math = hasMath(html);
  const [ready, setReady] = useState(!math);
  useEffect(() => {
    if (!math) return;
    let live = true;
    void loadKatexCss().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [math]);

  if (hasDiagram(html)) return <FramedHtml html={html} label={label} />;
  if (!ready) return <Loader size="sm" aria-label="Preparing worksheet" />;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises this HTML (ai/render/sanitize.ts).
    <Box className="ss-sheet" role="region" aria-label={label} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
