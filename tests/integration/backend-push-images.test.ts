// The push notification images over HTTP, as Stad Rivierstad's documents service (dirk.maes,
// Documentendienst) on a clone of the seeded template: a PNG and a JPEG taken with their real
// sides and the address a notification carries, the same bytes stored once, files of other kinds
// named .png, a cut PNG, too large a file and sides out of bounds refused with their codes in the
// caller's language, and another organisation's image not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getImageContent, pushErrorCodes, uploadImage } from '@contracts/push-notification';
import { defaultPushImageBaseUrl } from '../../backend/config';
import { startBackend, type BackendUnderTest } from '../support/backend-under-test';
import { callerWithRole, callHeaders, type RoleCaller } from '../support/demo-callers';
import { gifBytes, pdfBytes, sampleImage, svgBytes } from '../support/image-samples';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

let issuer: TestIssuer;
let backend: BackendUnderTest;
let city: RoleCaller;
let agency: RoleCaller;

beforeAll(async () => {
  issuer = await startTestIssuer();
  backend = await startBackend('postgresql', issuer, { push: true });
  city = await callerWithRole(backend.url, issuer, 'dirk.maes', 'Documentendienst');
  agency = await callerWithRole(backend.url, issuer, 'demo', 'Documentendienst');
});

afterAll(async () => {
  await backend?.stop();
  await issuer?.close();
});

/** Uploads the bytes under `name` with the declared type, as the portal sends a file. */
async function upload(
  bytes: Uint8Array,
  { name = 'afbeelding.png', type = 'image/png', caller = city, language = 'nl' } = {},
) {
  const form = new FormData();
  form.append('metadata', '{}');
  form.append(
    uploadImage.files?.field ?? '',
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type }),
    name,
  );
  return fetch(`${backend.url}${uploadImage.path}`, {
    method: 'POST',
    headers: callHeaders(caller, { language }),
    body: form,
  });
}

async function content(id: string, caller = city) {
  return fetch(`${backend.url}${getImageContent.path.replace(':afbeelding', id)}`, {
    headers: callHeaders(caller),
  });
}

async function firstError(response: Response) {
  const body = (await response.json()) as { errors: { code?: string; message: string }[] };
  return body.errors[0];
}

describe('uploading an image', () => {
  it('takes a PNG and a JPEG with their real sides, and answers them with their own type', async () => {
    const png = sampleImage(640, 320);
    const answered = await upload(png, { name: 'foto.jpg', type: 'image/jpeg' });
    expect(answered.status).toBe(200);
    const image = uploadImage.response.parse(await answered.json());
    expect(image).toMatchObject({
      type: 'image/png',
      breedte: 640,
      hoogte: 320,
      grootte: png.length,
      adres: `${defaultPushImageBaseUrl}/${image.id}`,
    });

    const jpeg = sampleImage(100, 1200, 'jpeg');
    const jpegAnswer = await upload(jpeg, { name: 'zonder-extensie', type: 'text/plain' });
    expect(jpegAnswer.status).toBe(200);
    expect(uploadImage.response.parse(await jpegAnswer.json())).toMatchObject({
      type: 'image/jpeg',
      breedte: 100,
      hoogte: 1200,
      grootte: jpeg.length,
    });

    const served = await content(image.id);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('stores the same bytes once: the second upload answers the first image', async () => {
    const bytes = sampleImage(300, 300, 'png', '#7a1f5c');
    const first = uploadImage.response.parse(await (await upload(bytes)).json());
    const second = uploadImage.response.parse(
      await (await upload(bytes, { name: 'kopie.png' })).json(),
    );
    expect(second).toEqual(first);
    const rows = await backend.db
      .selectFrom('push_images')
      .where('id', '=', first.id)
      .select(['sha256', 'size'])
      .execute();
    expect(rows).toHaveLength(1);
    const all = await backend.db
      .selectFrom('push_images')
      .where('sha256', '=', rows[0]!.sha256)
      .select('id')
      .execute();
    expect(all).toHaveLength(1);
  });

  it('refuses a GIF, an SVG and a PDF named .png, and a PNG cut short, in the caller language', async () => {
    const png = sampleImage(200, 200);
    for (const bytes of [gifBytes, svgBytes, pdfBytes, png.subarray(0, png.length - 20)]) {
      const answer = await upload(bytes, { language: 'en' });
      expect(answer.status).toBe(400);
      expect(await firstError(answer)).toEqual({
        code: pushErrorCodes.imageType,
        message: 'The image must be a PNG or JPEG file that can be read.',
      });
    }
  });

  it('refuses sides out of bounds and a file over 1 MB', async () => {
    for (const bytes of [sampleImage(99, 400), sampleImage(4097, 120, 'jpeg')]) {
      const answer = await upload(bytes);
      expect(answer.status).toBe(400);
      expect(await firstError(answer)).toEqual({
        code: pushErrorCodes.imageDimensions,
        message:
          'De afbeelding moet minstens 100 × 100 en hoogstens 4096 × 4096 pixels groot zijn.',
      });
    }
    // Over 1 MB: refused as it is read, before its content is looked at.
    const tooLarge = Buffer.concat([sampleImage(200, 200), Buffer.alloc(1024 * 1024)]);
    const answer = await upload(tooLarge);
    expect(answer.status).toBe(413);
    expect((await firstError(answer))?.code).toBe(pushErrorCodes.imageTooLarge);
  });

  it('refuses an upload without a file', async () => {
    const form = new FormData();
    form.append('metadata', '{}');
    const answer = await fetch(`${backend.url}${uploadImage.path}`, {
      method: 'POST',
      headers: callHeaders(city),
      body: form,
    });
    expect(answer.status).toBe(400);
    expect((await firstError(answer))?.code).toBe(pushErrorCodes.imageMissing);
  });
});

describe("an organisation's images", () => {
  it("are its own: another organisation's image, or none, is not found", async () => {
    const image = uploadImage.response.parse(
      await (await upload(sampleImage(150, 150, 'jpeg'))).json(),
    );
    expect((await content(image.id)).status).toBe(200);
    expect((await content(image.id, agency)).status).toBe(404);
    expect((await content('6f1c2a44-8d0e-4c1b-9a55-3b7e2f9d0c11')).status).toBe(404);
    expect((await content('geen-id')).status).toBe(400);
  });
});
