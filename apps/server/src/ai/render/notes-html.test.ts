import { NOTES_TYPES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { renderNotesHtml } from './notes-html';

// Notes are model-written: whatever a model puts in any field, the rendered page carries no script, handler or
// javascript: URL. The services use this output as it is (no second sanitising pass), so it must hold on its own.
const bad = '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
const content = {
  title: `Fractions ${bad}`,
  overview: `Overview $\\frac{1}{2}$ ${bad}`,
  sections: [{ heading: `Heading ${bad}`, points: [`Point ${bad}`] }],
  key_points: [`Key ${bad}`],
  quick_check: [{ question: `Q ${bad}`, answer: `A ${bad}` }],
  memory_map: { label: `Root ${bad}`, children: [{ label: `Leaf ${bad}`, children: [] }] },
};

describe('notes HTML', () => {
  for (const type of NOTES_TYPES)
    it(`${type}: hostile text in every field renders inert, maths still typeset`, () => {
      const html = renderNotesHtml(type, content, `mindmap\n  root((${bad}))`);
      // Escaped text may show the words; no element may carry them.
      expect(html).not.toMatch(/<script\b/i);
      expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
      expect(html).not.toMatch(/<[^>]*(href|src)\s*=\s*["']?\s*javascript:/i);
      expect(html).toContain('Fractions');
      if (type !== 'memory_map') expect(html).toContain('katex');
    });
});
