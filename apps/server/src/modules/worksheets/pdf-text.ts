// A PDF's text layer, read on a worker thread (lib/workers runInWorker): pdf.js parses on the thread that calls
// it, tens to hundreds of milliseconds per document.
export async function task({ bytes }: { bytes: Uint8Array }): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(bytes);
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}
