import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/**
 * Input no route can use, refused at the edge with a 400 before any route sees it (security review finding 2):
 * - text with U+0000 or a lone UTF-16 surrogate, in any body, query, path or form field, value or key: PostgreSQL
 *   stores neither in text or jsonb and would fail the query (a 500);
 * - JSON nested deeper than any form of ours (serialising it again would overflow the stack);
 * - multipart forms without a usable boundary, or cut short.
 */
export const HOSTILE_INPUT = {
  text: 'Text must not contain NUL characters or invalid Unicode',
  depth: 'The request is nested too deeply',
  multipart: 'The upload could not be read: the form data is malformed or incomplete',
} as const;

export const MAX_INPUT_DEPTH = 32;

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is refused.
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const badText = (s: string) => NUL.test(s) || LONE_SURROGATE.test(s);

/** The path of the first unusable string or key, or of the first value nested too deeply; null when clean. */
export function findHostile(value: unknown, root: string): { path: string; detail: string } | null {
  const stack: [unknown, string, number][] = [[value, root, 0]];
  while (stack.length > 0) {
    const [v, path, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (badText(v)) return { path, detail: HOSTILE_INPUT.text };
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return { path, detail: HOSTILE_INPUT.depth };
      for (const [k, child] of Object.entries(v)) {
        if (badText(k)) return { path, detail: HOSTILE_INPUT.text };
        stack.push([child, path ? `${path}.${k}` : k, depth + 1]);
      }
    }
  }
  return null;
}

function refuse(found: { path: string; detail: string }): AppError {
  return new AppError(400, found.detail, 'hostile_input', found.path ? { [found.path]: found.detail } : undefined);
}

/** RFC 2046: a boundary is 1 to 70 characters. Busboy throws (a 500) on none, an empty one or one over 256. */
function hasUsableBoundary(contentType: string): boolean {
  const m = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const boundary = m ? (m[1] ?? m[2]) : '';
  return boundary.length >= 1 && boundary.length <= 70;
}

// Errors the multipart parser raises on a malformed or truncated body: plain Errors, so they would be 500s.
const MULTIPART_FAILURE = /multipart data|Boundary not found|needle|Malformed part header/i;

/** Whether an error thrown while reading a form is the client's malformed body (for the error handler). */
export function isMalformedMultipart(err: { message?: string; statusCode?: number }): boolean {
  return !err.statusCode && MULTIPART_FAILURE.test(err.message ?? '');
}

type Part = { fieldname?: string; filename?: string; value?: unknown };

/** Form fields are read inside the handlers: the request's part iterator is wrapped so each part is checked. */
function guardParts(request: FastifyRequest) {
  const parts = request.parts.bind(request);
  request.parts = async function* guarded(...args: Parameters<FastifyRequest['parts']>) {
    try {
      for await (const part of parts(...args)) {
        const p = part as Part;
        const found =
          findHostile(p.fieldname ?? '', 'field') ??
          findHostile(p.filename ?? '', p.fieldname ?? 'file') ??
          findHostile(p.value, p.fieldname ?? 'field');
        if (found) throw refuse(found);
        yield part;
      }
    } catch (err) {
      if (isMalformedMultipart(err as Error)) throw new AppError(400, HOSTILE_INPUT.multipart, 'malformed_multipart');
      throw err;
    }
  } as FastifyRequest['parts'];
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const found =
        findHostile(request.params, '') ??
        findHostile(request.query, '') ??
        (typeof request.body === 'string' || typeof request.body === 'object' ? findHostile(request.body, '') : null);
      if (found) throw refuse(found);
      if (request.isMultipart?.()) {
        if (!hasUsableBoundary(request.headers['content-type'] ?? '')) {
          throw new AppError(400, HOSTILE_INPUT.multipart, 'malformed_multipart');
        }
        guardParts(request);
      }
    });
  },
  // After the multipart plugin (storage), whose request methods it wraps.
  { name: 'hostile-input', dependencies: ['storage'] },
);
