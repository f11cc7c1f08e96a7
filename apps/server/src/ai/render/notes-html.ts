import type { MemoryMapNode, NotesContent, NotesType } from '../types';
import { escapeHtml, renderMathText } from './math';
import { sanitizeDocument } from './sanitize';

type MathFn = (text: string) => string;

/** A label Mermaid's mindmap parser reads as plain text: no shape brackets, quotes, backticks, maths or colons. */
export function mermaidLabel(s: string): string {
  const plain = s
    .replace(/\$/g, '')
    .replace(/\\[a-z]+/gi, ' ')
    .replace(/[()[\]{}"`<>:;#|\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 60 ? `${plain.slice(0, 57).trimEnd()}...` : plain;
}

/** Mermaid `mindmap` source: two spaces per level, root in a circle. */
export function memoryMapToMermaid(root: MemoryMapNode): string {
  const lines = ['mindmap', `  root((${mermaidLabel(root.label) || 'Notes'}))`];
  const walk = (nodes: MemoryMapNode[], depth: number) => {
    for (const n of nodes) {
      const label = mermaidLabel(n.label);
      if (!label) continue;
      lines.push(`${'  '.repeat(depth)}${label}`);
      if (depth < 5) walk(n.children, depth + 1);
    }
  };
  walk(root.children, 2);
  return lines.join('\n');
}

function list(m: MathFn, items: string[], cls = ''): string {
  return items.length ? `<ul${cls ? ` class="${cls}"` : ''}>${items.map((i) => `<li>${m(i)}</li>`).join('')}</ul>` : '';
}

function treeHtml(m: MathFn, node: MemoryMapNode): string {
  const kids = node.children.length ? `<ul>${node.children.map((c) => treeHtml(m, c)).join('')}</ul>` : '';
  return `<li>${m(node.label)}${kids}</li>`;
}

export function renderNotesHtml(type: NotesType, content: NotesContent, mermaid: string | null): string {
  return sanitizeDocument((store) => renderNotesBody(type, content, mermaid, (t) => renderMathText(t, store)));
}

function renderNotesBody(type: NotesType, content: NotesContent, mermaid: string | null, m: MathFn): string {
  const head = `<header><h1>${escapeHtml(content.title)}</h1><p class="overview">${m(content.overview)}</p></header>`;
  let body = '';
  switch (type) {
    case 'memory_map':
      body =
        `<pre class="mermaid">${escapeHtml(mermaid ?? '')}</pre>` +
        `<details class="memory-map-outline"><summary>Outline</summary><ul>${treeHtml(m, content.memory_map)}</ul></details>`;
      break;
    case 'slides':
      body = content.sections
        .map(
          (s, i) =>
            `<section class="slide" data-slide="${i + 1}"><h2>${m(s.heading)}</h2>${list(m, s.points)}</section>`,
        )
        .join('');
      break;
    case 'summary':
      body = `${content.sections
        .map((s) => `<section><h2>${m(s.heading)}</h2>${list(m, s.points)}</section>`)
        .join('')}<section class="key-points"><h2>Key points</h2>${list(m, content.key_points)}</section>`;
      break;
    case 'revision': {
      const checks = content.quick_check
        .map(
          (c, i) =>
            `<li><p>${i + 1}. ${m(c.question)}</p><details><summary>Answer</summary>${m(c.answer)}</details></li>`,
        )
        .join('');
      body =
        `<section class="key-points"><h2>Key points</h2>${list(m, content.key_points)}</section>` +
        `<section class="quick-check"><h2>Quick check</h2><ol class="quick-check-list">${checks}</ol></section>`;
      break;
    }
  }
  return `<article class="notes notes-${type.replace('_', '-')}">${head}${body}</article>`;
}
