import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

// The server under test writes emails as .eml files into DATA_DIR/outbox (playwright.config.ts sets DATA_DIR).
const repoRoot = path.resolve(import.meta.dirname, '../..');
const suffix = process.env.E2E_PORT ? `-${process.env.E2E_PORT}` : '';
const outbox = path.join(repoRoot, `e2e/.tmp/data${suffix}`, 'outbox');

/** Undoes quoted-printable (soft line breaks, =XX bytes) so the text can be searched. */
function decodeQuotedPrintable(s: string): string {
  const joined = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function readMail(file: string): string {
  const raw = readFileSync(file, 'utf8');
  // Base64 parts (long or non-ASCII text) are decoded too, so either encoding can be searched.
  const base64 = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ].map((m) => Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'));
  return [decodeQuotedPrintable(raw), ...base64].join('\n');
}

/** Waits for an email to `to` (the email job runs in the background) and returns its decoded text. */
export async function waitForEmail(to: string, timeout = 20_000): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        if (!existsSync(outbox)) return false;
        for (const name of readdirSync(outbox).filter((f) => f.endsWith('.eml'))) {
          const text = readMail(path.join(outbox, name));
          if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(text)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout, message: `an email to ${to} in ${outbox}` },
    )
    .toBe(true);
  return found;
}
