import { createRequire } from 'node:module';
import type IsomorphicPurify from 'isomorphic-dompurify';

type Purifier = typeof IsomorphicPurify;

// DOMPurify brings jsdom, two seconds of loading: loaded on the first sanitising call, not at every start.
const require = createRequire(import.meta.url);
let purifier: Purifier | undefined;
const purify = (): Purifier => {
  purifier ??= require('isomorphic-dompurify') as Purifier;
  return purifier;
};

const CONFIG = {
  // KaTeX's MathML keeps its TeX annotation for screen readers.
  ADD_TAGS: ['semantics', 'annotation'],
  ADD_ATTR: ['encoding', 'aria-hidden', 'aria-label'],
  FORBID_TAGS: ['style', 'form', 'iframe', 'object', 'embed'],
};

/** Every HTML the engine emits passes through DOMPurify: no scripts, handlers or javascript: URLs survive. */
export function sanitizeHtml(html: string): string {
  return purify().sanitize(html, CONFIG);
}

/** A diagram's SVG, reduced to the SVG profile (no scripts, no foreignObject, no handlers). */
export function sanitizeSvg(svg: string): string {
  return purify().sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } });
}

// DOMPurify on the server runs on jsdom, which costs about 5 µs per character; KaTeX markup is most of a worksheet's
// size and repeats across worksheets. So KaTeX (and SVG) fragments are sanitised once each and cached, the rest of the
// document is sanitised with placeholders in their place, and the fragments are put back afterwards. Placeholders
// are elements only this code creates: any text that imitates one was escaped before sanitising.

const CACHE_LIMIT = 20_000;
const cache = new Map<string, string>();

function cached(key: string, make: () => string): string {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = make();
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}

/** A diagram's SVG sanitised once per distinct source. */
export function sanitizeSvgCached(svg: string): string {
  return cached(`svg\u0000${svg}`, () => sanitizeSvg(svg));
}

export class FragmentStore {
  private readonly fragments: string[] = [];

  /** Adds trusted-source markup (KaTeX output, a diagram) that is sanitised on its own; returns its placeholder. */
  add(kind: 'html' | 'svg', markup: string): string {
    const clean = cached(`${kind}\u0000${markup}`, () => (kind === 'svg' ? sanitizeSvg(markup) : sanitizeHtml(markup)));
    this.fragments.push(clean);
    return `<span data-fragment="${this.fragments.length - 1}"></span>`;
  }

  restore(html: string): string {
    return html.replace(/<span data-fragment="(\d+)"><\/span>/g, (_, i: string) => this.fragments[Number(i)] ?? '');
  }
}

/** Builds a document with a fragment store, sanitises it, and restores the (separately sanitised) fragments. */
export function sanitizeDocument(build: (store: FragmentStore) => string): string {
  const store = new FragmentStore();
  return store.restore(sanitizeHtml(build(store)));
}
