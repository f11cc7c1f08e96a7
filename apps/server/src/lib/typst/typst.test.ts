import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileTypstPdf } from './typst';

const dir = mkdtempSync(path.join(os.tmpdir(), 'typst-'));
function poppler(tool: 'pdftotext' | 'pdffonts', pdf: Buffer): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync(tool, tool === 'pdftotext' ? [file, '-'] : [file], { encoding: 'utf8' });
}

describe('Typst PDF worker', () => {
  it('typesets Hindi in Devanagari with an embedded Devanagari font (not empty boxes)', async () => {
    const source = '#set text(lang: "hi")\n#sys.inputs.line';
    const { pdf } = await compileTypstPdf(source, { line: 'प्रश्न: कमल का रंग लिखिए।' });
    expect(poppler('pdffonts', pdf)).toMatch(/NotoSansDevanagari/);
    // Letters without vowel signs come back from the text layer in order.
    expect(poppler('pdftotext', pdf)).toContain('कमल');
  });

  it('reports a Typst error as a rejection, not a crash', async () => {
    await expect(compileTypstPdf('#let x = ', {})).rejects.toThrow();
  });
});
