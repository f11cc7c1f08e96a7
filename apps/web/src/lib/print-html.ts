import contentCss from '../components/worksheet-content.css?inline';

/**
 * Prints server-rendered worksheet HTML from a new window: the fallback when the PDF cannot be made. Maths needs
 * KaTeX's stylesheet; diagrams get 5 s to settle before the print dialog (spec 02 §9), plain sheets 1 s.
 */
export async function printHtml(title: string, html: string): Promise<void> {
  const win = window.open('', '_blank');
  if (!win) return;
  const cssUrl = (await import('katex/dist/katex.min.css?url')).default;
  const doc = win.document;
  doc.title = title;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL(cssUrl, window.location.href).href;
  const style = doc.createElement('style');
  style.textContent = `body{font-family:Inter,system-ui,sans-serif;margin:24px}${contentCss}`;
  doc.head.append(link, style);
  doc.body.className = 'ss-sheet';
  // The HTML is the server's sanitised rendering (ai/render/sanitize.ts).
  doc.body.innerHTML = html;
  const wait = /<figure class="diagram|<svg[\s>]/.test(html) ? 5000 : 1000;
  setTimeout(() => win.print(), wait);
}
