import { randomBytes, randomUUID } from 'node:crypto';
import { UPLOAD_MAX_BYTES } from '@app/shared';
import { UPLOAD_MISMATCH_MESSAGE, UPLOAD_SIZE_MESSAGE, UPLOAD_TYPE_MESSAGE } from '@app/shared/schemas/files';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createParent, createTeacher, setupTestApp, type TestContext } from '../../../test/helpers';
import { files } from '../../db/schema/index';
import { StorageNotFoundError } from '../../storage/storage';
import {
  contentDisposition,
  deleteFile,
  deleteFilesOwnedBy,
  registerFileAccessRule,
  sanitiseFilename,
  storeUpload,
} from './files.service';

type Part = { name: string; value: string } | { name: string; filename: string; contentType?: string; data: Buffer };

/** A multipart/form-data body built by hand, so tests control every byte, name and declared type. */
function multipart(parts: Part[]) {
  const boundary = `----ssTestBoundary${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in p) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\n` +
            `Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(p.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestContext;
let parent: Awaited<ReturnType<typeof createParent>>;
let other: Awaited<ReturnType<typeof createTeacher>>;
let png: Buffer;
let exifJpeg: Buffer;
const pdfBytes = (size: number) => {
  const head = Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<<>>\nendobj\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
};

async function upload(token: string | undefined, parts: Part[]) {
  const { payload, headers } = multipart(parts);
  return call(t.app, { method: 'POST', url: '/api/files', token, payload, headers });
}

async function download(token: string | undefined, id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/files/${id}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return res;
}

beforeAll(async () => {
  t = await setupTestApp();
  parent = await createParent(t.app);
  other = await createTeacher(t.app);
  png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  // 6 = rotate 90° clockwise to display: an 8×4 image is shown 4×8.
  exifJpeg = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#cc3366' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'x', Artist: 'y' } } })
    .toBuffer();
});

describe('POST /api/files', () => {
  it('decides the type from the bytes; a name without a known extension is fine', async () => {
    const res = await upload(parent.token, [
      { name: 'file', filename: 'camera-blob', contentType: 'application/octet-stream', data: png },
    ]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ content_type: 'image/png', original_name: 'camera-blob.png', kind: 'attachment' });
    expect(res.body.url).toBe(`/api/files/${res.body.id}`);
    const [row] = await t.db.db.select().from(files).where(eq(files.id, res.body.id));
    expect(row).toMatchObject({ contentType: 'image/png', ownerId: parent.user.id });
    // Stored under a random name, never the user's.
    expect(row.storageKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each([
    ['a PNG renamed .pdf', 'scan.pdf', 'application/pdf', () => png],
    ['a PDF renamed .png', 'photo.png', 'image/png', () => pdfBytes(2000)],
    ['a PNG renamed .jpg', 'photo.JPG', 'image/jpeg', () => png],
  ])('refuses %s: the name claims another type than the content', async (_label, filename, contentType, data) => {
    const res = await upload(parent.token, [{ name: 'file', filename, contentType, data: data() }]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: UPLOAD_MISMATCH_MESSAGE, code: 'file_type_mismatch' });
  });

  it.each([
    [
      'an HTML page named .pdf',
      'report.pdf',
      'application/pdf',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
    ],
    ['a text file named .png', 'photo.png', 'image/png', Buffer.from('just some text, not an image')],
    ['a GIF', 'anim.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    [
      'a JPEG header with no image',
      'broken.jpg',
      'image/jpeg',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
    ],
  ])('refuses %s with the spec message', async (_label, filename, contentType, data) => {
    const res = await upload(parent.token, [{ name: 'file', filename, contentType, data }]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: UPLOAD_TYPE_MESSAGE, code: 'file_type_not_allowed' });
    expect(res.body.field_errors).toEqual({ file: UPLOAD_TYPE_MESSAGE });
  });

  it('refuses one byte over 10 MB with the spec message', async () => {
    const res = await upload(parent.token, [
      { name: 'file', filename: 'big.pdf', contentType: 'application/pdf', data: pdfBytes(UPLOAD_MAX_BYTES + 1) },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: UPLOAD_SIZE_MESSAGE, code: 'file_too_large' });
  });

  it('refuses a far larger file (cut off by the parser) with the same message', async () => {
    const res = await upload(parent.token, [
      { name: 'file', filename: 'huge.pdf', data: pdfBytes(UPLOAD_MAX_BYTES + 2 * 1024 * 1024) },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(UPLOAD_SIZE_MESSAGE);
  });

  it('accepts a PDF of exactly 10 MB', async () => {
    const res = await upload(parent.token, [
      { name: 'file', filename: 'exactly.pdf', contentType: 'application/pdf', data: pdfBytes(UPLOAD_MAX_BYTES) },
    ]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ content_type: 'application/pdf', size: UPLOAD_MAX_BYTES });
  });

  it('re-encodes a JPEG upright and without EXIF', async () => {
    expect((await sharp(exifJpeg).metadata()).exif).toBeDefined();
    const res = await upload(parent.token, [
      { name: 'file', filename: 'IMG_0001.JPG', contentType: 'image/jpeg', data: exifJpeg },
    ]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ content_type: 'image/jpeg', original_name: 'IMG_0001.jpg' });
    const got = await download(parent.token, res.body.id);
    expect(got.statusCode).toBe(200);
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([4, 8]);
    expect(res.body.size).toBe(got.rawPayload.length);
  });

  it('takes the kind from a field before or after the file, and refuses an unknown kind', async () => {
    const after = await upload(parent.token, [
      { name: 'file', filename: 'a.png', data: png },
      { name: 'kind', value: 'reference' },
    ]);
    expect(after.status).toBe(201);
    expect(after.body.kind).toBe('reference');
    const before = await upload(parent.token, [
      { name: 'kind', value: 'submission' },
      { name: 'file', filename: 'a.png', data: png },
    ]);
    expect(before.body.kind).toBe('submission');
    const bad = await upload(parent.token, [
      { name: 'kind', value: 'child_photo' },
      { name: 'file', filename: 'a.png', data: png },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.field_errors).toHaveProperty('kind');
  });

  it('keeps only the first `file` part and drains the others', async () => {
    const res = await upload(parent.token, [
      { name: 'extra', filename: 'ignored.pdf', data: pdfBytes(3 * 1024 * 1024) },
      { name: 'file', filename: 'first.png', data: png },
      { name: 'file', filename: 'second.pdf', data: pdfBytes(1000) },
      { name: 'kind', value: 'reference' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ original_name: 'first.png', content_type: 'image/png', kind: 'reference' });
  });

  it('asks for a file when there is none, or the body is not a form', async () => {
    const none = await upload(parent.token, [{ name: 'kind', value: 'reference' }]);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ detail: 'Please select a file', code: 'file_required' });
    const wrongField = await upload(parent.token, [{ name: 'document', filename: 'a.png', data: png }]);
    expect(wrongField.body.code).toBe('file_required');
    const json = await call(t.app, { method: 'POST', url: '/api/files', token: parent.token, payload: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe('file_required');
  });

  it('needs a session', async () => {
    const res = await upload(undefined, [{ name: 'file', filename: 'a.png', data: png }]);
    expect(res.status).toBe(401);
  });
});

describe('GET /api/files/{id}', () => {
  let pngId: string;
  let pdfId: string;
  beforeAll(async () => {
    pngId = (await upload(parent.token, [{ name: 'file', filename: 'my   photo?.png', data: png }])).body.id;
    pdfId = (await upload(parent.token, [{ name: 'file', filename: '../../etc/गणित नोट्स.pdf', data: pdfBytes(2000) }]))
      .body.id;
  });

  it('gives the owner the bytes with safe headers', async () => {
    const res = await download(parent.token, pngId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline; filename="my photo.png"');
    expect(res.headers['cache-control']).toBe('private, max-age=0');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 4, 3]);
  });

  it('sends a PDF as an attachment, with a UTF-8 name and no folders', async () => {
    const res = await download(parent.token, pdfId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(pdfBytes(2000))).toBe(true);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${'_'.repeat('गणित नोट्स'.length).replace(/^(.{4})./, '$1 ')}.pdf"; filename*=UTF-8''${encodeURIComponent('गणित नोट्स.pdf')}`,
    );
  });

  it("answers 404 for another user's file, exactly as for a missing one", async () => {
    const theirs = await download(other.token, pngId);
    const missing = await download(other.token, randomUUID());
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
  });

  it('needs a session', async () => {
    const res = await download(undefined, pngId);
    expect(res.statusCode).toBe(401);
  });

  it('lets a registered access rule grant a kind to others', async () => {
    const shared = await upload(parent.token, [
      { name: 'file', filename: 'ref.png', data: png },
      { name: 'kind', value: 'qb_import' },
    ]);
    expect((await download(other.token, shared.body.id)).statusCode).toBe(404);
    registerFileAccessRule(
      'qb_import',
      async (user, file) => user.id === other.user.id && file.ownerId === parent.user.id,
    );
    expect((await download(other.token, shared.body.id)).statusCode).toBe(200);
    // The rule is per kind: the attachment stays private.
    expect((await download(other.token, pngId)).statusCode).toBe(404);
  });
});

describe('files service', () => {
  const ctx = () => ({ db: t.db.db, storage: t.app.storage });

  it('deleteFile removes the row and the stored object', async () => {
    const row = await storeUpload(ctx(), {
      ownerId: parent.user.id,
      kind: 'submission',
      filename: 'w.png',
      buffer: png,
    });
    await t.app.storage.get(row.storageKey);
    expect(await deleteFile(ctx(), row.id)).toBe(true);
    expect(await deleteFile(ctx(), row.id)).toBe(false);
    await expect(t.app.storage.get(row.storageKey)).rejects.toBeInstanceOf(StorageNotFoundError);
    expect((await download(parent.token, row.id)).statusCode).toBe(404);
  });

  it('deleteFilesOwnedBy removes every file of one user only', async () => {
    const mine = await Promise.all(
      [1, 2].map(() => storeUpload(ctx(), { ownerId: other.user.id, kind: 'reference', buffer: pdfBytes(100) })),
    );
    const keep = await storeUpload(ctx(), { ownerId: parent.user.id, kind: 'reference', buffer: pdfBytes(100) });
    expect(await deleteFilesOwnedBy(ctx(), other.user.id)).toBe(2);
    for (const row of mine)
      await expect(t.app.storage.get(row.storageKey)).rejects.toBeInstanceOf(StorageNotFoundError);
    await t.app.storage.get(keep.storageKey);
  });

  it('narrows the allowed types per feature', async () => {
    await expect(
      storeUpload(ctx(), {
        ownerId: parent.user.id,
        kind: 'child_photo',
        buffer: pdfBytes(100),
        allowed: ['image/jpeg', 'image/png'],
        typeMessage: 'Please choose a JPG or PNG photo',
      }),
    ).rejects.toMatchObject({ status: 400, detail: 'Please choose a JPG or PNG photo' });
  });

  it('sanitises names for display and headers', () => {
    expect(sanitiseFilename('C:\\Users\\x\\My\u202Egpj.exe', 'png')).toBe('Mygpj.png');
    expect(sanitiseFilename('..', 'pdf')).toBe('file.pdf');
    expect(sanitiseFilename(undefined, 'pdf')).toBe('file.pdf');
    expect(sanitiseFilename('a\r\nb<script>.pdf', 'pdf')).toBe('abscript.pdf');
    expect(sanitiseFilename('x'.repeat(500), 'jpg')).toHaveLength(104);
    expect(sanitiseFilename('क्‍ष.png', 'png')).toBe('क्‍ष.png');
    expect(contentDisposition({ originalName: 'a b.png', contentType: 'image/png' })).toBe(
      'inline; filename="a b.png"',
    );
  });
});
