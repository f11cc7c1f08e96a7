// Compiles Typst documents to PDF in a worker thread: the compiler is synchronous native code, so it runs here,
// off the server's event loop. Plain JS so it loads the same way under tsx, vitest and node.
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';

// An empty workspace: documents get their data through `sys.inputs` and can read no file of ours.
const workspace = mkdtempSync(path.join(os.tmpdir(), 'typst-'));
// Typst's embedded fonts have no Devanagari: Hindi worksheets need Noto Sans Devanagari (OFL), shipped as a package.
const require = createRequire(import.meta.url);
const devanagari = ['400Regular/NotoSansDevanagari_400Regular.ttf', '700Bold/NotoSansDevanagari_700Bold.ttf'].map((f) =>
  readFileSync(require.resolve(`@expo-google-fonts/noto-sans-devanagari/${f}`)),
);
const compiler = NodeCompiler.create({ workspace, fontArgs: [{ fontBlobs: devanagari }] });
let compiled = 0;

parentPort.on('message', ({ id, source, inputs }) => {
  try {
    const result = compiler.compile({ mainFileContent: source, inputs });
    if (result.hasError() || !result.result) {
      const diagnostics = result.takeError()?.shortDiagnostics ?? [];
      const message = diagnostics.map((d) => d.message).join('; ') || 'Typst compilation failed';
      parentPort.postMessage({ id, error: message });
      return;
    }
    const pdf = compiler.pdf(result.result);
    const bytes = new Uint8Array(pdf.length);
    bytes.set(pdf);
    parentPort.postMessage({ id, pdf: bytes, pages: result.result.numOfPages }, [bytes.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  } finally {
    // Documents differ every time: keep the compiler's caches from growing without bound.
    if (++compiled % 50 === 0) compiler.evictCache(10);
  }
});
