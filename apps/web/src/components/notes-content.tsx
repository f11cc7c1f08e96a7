import { Stack } from '@mantine/core';
import { MermaidDiagram } from './mermaid-diagram';
import { WorksheetHtml } from './worksheet-html';

const MERMAID_BLOCK = /<pre class="mermaid">[\s\S]*?<\/pre>/;

/**
 * Notes as the server rendered them (sanitised, maths typeset by KaTeX), with a memory map drawn from its Mermaid
 * source in place of the raw source block.
 */
export function NotesContent({ html, mermaid, label }: { html: string; mermaid: string | null; label: string }) {
  if (!mermaid || !MERMAID_BLOCK.test(html)) return <WorksheetHtml html={html} label={label} />;
  const [before, after] = html.split(MERMAID_BLOCK);
  return (
    <Stack gap="sm">
      {before && <WorksheetHtml html={`${before}</article>`} label={label} />}
      <MermaidDiagram code={mermaid} label={`Memory map: ${label}`} />
      {after && <WorksheetHtml html={`<article class="notes">${after}`} label={`${label} outline`} />}
    </Stack>
  );
}
