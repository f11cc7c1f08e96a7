import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';
import { StorageNotFoundError, type StoredObject } from './storage';

async function readAll(body: StoredObject['body']): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('local storage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ss-storage-'));
  const storage = new LocalFileStorage(root);

  it('puts, gets and deletes an object with its content type', async () => {
    await storage.put('abc123', Buffer.from('hello'), 'application/pdf');
    const got = await storage.get('abc123');
    expect(got.contentType).toBe('application/pdf');
    expect(got.size).toBe(5);
    expect((await readAll(got.body)).toString()).toBe('hello');
    await storage.delete('abc123');
    await expect(storage.get('abc123')).rejects.toBeInstanceOf(StorageNotFoundError);
    // Deleting again is fine; no temporary or sidecar files are left behind.
    await storage.delete('abc123');
    expect(await readdir(root)).toEqual([]);
  });

  it.each(['../escape', '..', 'a/../../b', '/etc/passwd', 'a\\b', '', 'x.meta.json', 'a//b', 'C:\\x', 'a/./b'])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    },
  );

  it('is the default adapter, under <dataDir>/files', () => {
    const s = createStorage({ dataDir: root });
    expect(s.kind).toBe('local');
    expect(createStorage({ dataDir: root, s3: { bucket: '' } }).kind).toBe('local');
    expect(createStorage({ dataDir: root, s3: { bucket: 'b', region: 'ap-south-1' } }).kind).toBe('s3');
  });
});

describe('S3 storage', () => {
  const s3 = mockClient(S3Client);
  afterEach(() => s3.reset());
  const client = new S3Client({ region: 'ap-south-1', credentials: { accessKeyId: 'k', secretAccessKey: 's' } });
  const storage = new S3FileStorage(client, 'uploads-bucket', 'files');

  it('puts with bucket, prefixed key, type and length', async () => {
    s3.on(PutObjectCommand).resolves({});
    await storage.put('k1', Buffer.from('data'), 'image/png');
    const calls = s3.commandCalls(PutObjectCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0].args[0].input).toMatchObject({
      Bucket: 'uploads-bucket',
      Key: 'files/k1',
      ContentType: 'image/png',
      ContentLength: 4,
    });
  });

  it('gets the body as a stream with its type and size', async () => {
    s3.on(GetObjectCommand, { Bucket: 'uploads-bucket', Key: 'files/k1' }).resolves({
      // The SDK's Node body is a Readable with helpers; the adapter only streams it.
      Body: Readable.from([Buffer.from('data')]) as never,
      ContentType: 'image/png',
      ContentLength: 4,
    });
    const got = await storage.get('k1');
    expect(got).toMatchObject({ contentType: 'image/png', size: 4 });
    expect((await readAll(got.body)).toString()).toBe('data');
  });

  it('maps NoSuchKey to StorageNotFoundError', async () => {
    s3.on(GetObjectCommand).rejects(Object.assign(new Error('gone'), { name: 'NoSuchKey' }));
    await expect(storage.get('missing')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('deletes by prefixed key and refuses traversal keys before any call', async () => {
    s3.on(DeleteObjectCommand).resolves({});
    await storage.delete('k1');
    expect(s3.commandCalls(DeleteObjectCommand)[0].args[0].input).toEqual({
      Bucket: 'uploads-bucket',
      Key: 'files/k1',
    });
    await expect(storage.put('../x', Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid storage key/);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });
});
