import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's second recommended profile (19 MiB, t=2, p=1): ~30 ms here, cheap enough for codes too.
const ARGON = {
  algorithm: 2 /* Argon2id (a const enum, not importable under isolatedModules) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashSecret = (secret: string) => hash(secret, ARGON);

export async function verifySecret(hashed: string | null | undefined, secret: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so timing does not reveal unknown emails. */
let dummyHash: Promise<string> | undefined;
export const getDummyHash = () => {
  dummyHash ??= hashSecret(randomBytes(16).toString('hex'));
  return dummyHash;
};

/** Opaque bearer token (256 bits); only its sha256 is stored. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256(token) };
}

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function randomDigits(n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(randomInt(10));
  return s;
}
