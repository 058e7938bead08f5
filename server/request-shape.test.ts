// The size a page's post may declare: a letter's attachments on the send screens, one upload on
// every other multipart form, a few kilobytes for any other form.
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { features } from '../app/config/features';
import { letterUploadPaths } from '../app/config/letter-uploads';
import { LETTER_MAX_BYTES } from '../app/lib/validation/files';
import type { ScreenDefinition } from '../app/screens';
import {
  FORM_BODY_MAX_BYTES,
  LETTER_BODY_MAX_BYTES,
  UPLOAD_BODY_MAX_BYTES,
  formBodiesWithin,
  multipartLimit,
} from './request-shape';

const MB = 1024 * 1024;

/** The send screens as the route table will name them. */
const sendScreens: Record<string, ScreenDefinition> = Object.fromEntries(
  [
    ['documentLetter', 'documentendienst/brief/verzenden', 'documentservice/letter/send'],
    ['documentEbox', 'documentendienst/ebox/verzenden', 'documentservice/ebox/send'],
    ['documentEmail', 'documentendienst/email/verzenden', 'documentservice/email/send'],
    [
      'documentLetterResend',
      'documentendienst/brief/herverzenden/:messageId',
      'documentservice/letter/resend/:messageId',
    ],
    [
      'documentEboxResend',
      'documentendienst/ebox/herverzenden/:messageId',
      'documentservice/ebox/resend/:messageId',
    ],
    ['documentSearch', 'documentendienst/zoeken', 'documentservice/search'],
  ].map(([id, nl, en]) => [id, { module: 'x.tsx', nl, en, access: [], namespaces: [] }]),
) as Record<string, ScreenDefinition>;

describe('multipartLimit', () => {
  const limit = multipartLimit(letterUploadPaths(sendScreens));

  it('lets the send screens take a letter and room for the fields', () => {
    expect(LETTER_BODY_MAX_BYTES).toBe(LETTER_MAX_BYTES + MB);
    for (const path of [
      '/documentendienst/brief/verzenden',
      '/nl/documentendienst/ebox/verzenden',
      '/documentendienst/email/verzenden/',
      '/documentendienst/brief/herverzenden/MSG-123',
      '/nl/documentendienst/ebox/herverzenden/MSG-123',
      '/en/documentservice/letter/send',
      '/en/documentservice/ebox/resend/MSG-9',
    ]) {
      expect(limit(path), path).toBe(LETTER_BODY_MAX_BYTES);
    }
  });

  it('keeps every other path at one upload', () => {
    expect(UPLOAD_BODY_MAX_BYTES).toBe(11 * MB);
    for (const path of [
      '/documentendienst/zoeken',
      '/leer_en_ervaring/toevoegen/via_bestand',
      '/documentendienst/brief/herverzenden',
      '/documentendienst/brief/herverzenden/MSG-1/extra',
      '/en/documentendienst/brief/verzenden',
      '/documentendienst/brief/verzendenx',
    ]) {
      expect(limit(path), path).toBe(UPLOAD_BODY_MAX_BYTES);
    }
  });

  it('adds no path for a send screen that does not exist in the route table', () => {
    expect(letterUploadPaths({})).toEqual([]);
    expect(multipartLimit([])('/documentendienst/brief/verzenden')).toBe(UPLOAD_BODY_MAX_BYTES);
  });
});

describe('formBodiesWithin', () => {
  const guard = formBodiesWithin(multipartLimit(letterUploadPaths(sendScreens)));

  function post(path: string, type: string, length: number): number | 'next' {
    let status: number | 'next' = 'next';
    const req = {
      method: 'POST',
      path,
      get: (name: string) =>
        ({ 'content-type': type, 'content-length': String(length) })[name.toLowerCase()],
    } as unknown as Request;
    const res = {
      status(code: number) {
        status = code;
        return this;
      },
      type() {
        return this;
      },
      send() {
        return this;
      },
    } as unknown as Response;
    guard(req, res, () => undefined);
    return status;
  }

  const multipart = 'multipart/form-data; boundary=x';

  // With the letters30Mb toggle (the product's default); without it the send screens take 11 MB.
  it.runIf(features.letters30Mb)(
    'lets 30 MB of attachments through to a send screen, not elsewhere',
    () => {
      expect(post('/documentendienst/brief/verzenden', multipart, 30.5 * MB)).toBe('next');
      expect(post('/en/documentservice/ebox/resend/M-1', multipart, 30.5 * MB)).toBe('next');
      expect(post('/documentendienst/brief/verzenden', multipart, 31 * MB + 1)).toBe(413);
      expect(post('/leer_en_ervaring/toevoegen/via_bestand', multipart, 30.5 * MB)).toBe(413);
      expect(post('/leer_en_ervaring/toevoegen/via_bestand', multipart, 10.5 * MB)).toBe('next');
    },
  );

  it('keeps a form without a file at a few kilobytes, also on a send screen', () => {
    const form = 'application/x-www-form-urlencoded';
    expect(post('/documentendienst/brief/verzenden', form, FORM_BODY_MAX_BYTES + 1)).toBe(413);
    expect(post('/documentendienst/brief/verzenden', form, 1000)).toBe('next');
  });
});
