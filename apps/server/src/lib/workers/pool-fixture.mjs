// Tasks for workers.test.ts: each mode reproduces one way a pooled thread can misbehave.
export async function task({ mode, value }) {
  if (mode === 'spin') for (;;);
  if (mode === 'late-error') setTimeout(() => Promise.reject(new Error('late failure inside a library')), 20);
  if (mode === 'exit-later') setTimeout(() => process.exit(1), 20);
  return value * 2;
}
