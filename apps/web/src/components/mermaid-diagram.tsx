import { Box, Loader } from '@mantine/core';
import { useEffect, useId, useState } from 'react';

type Mermaid = typeof import('mermaid').default;
let mermaidPromise: Promise<Mermaid> | undefined;

/** Mermaid, bundled and loaded on first use (only memory maps need it); strict mode sanitises labels. */
function loadMermaid(): Promise<Mermaid> {
  mermaidPromise ??= import('mermaid').then((m) => {
    m.default.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'default', fontFamily: 'inherit' });
    return m.default;
  });
  return mermaidPromise;
}

/** A diagram drawn from Mermaid source (a notes memory map); nothing when it cannot be drawn (the outline stays). */
export function MermaidDiagram({ code, label }: { code: string; label: string }) {
  const id = `mmd-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setSvg(null);
    setFailed(false);
    void loadMermaid()
      .then((m) => m.render(id, code))
      .then((r) => {
        if (live) setSvg(r.svg);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [code, id]);
  if (failed) return null;
  if (!svg) return <Loader size="sm" aria-label="Drawing the memory map" />;
  return (
    <Box
      role="img"
      aria-label={label}
      style={{ overflowX: 'auto' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: Mermaid's own SVG, rendered with securityLevel strict.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
