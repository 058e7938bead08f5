// Small images for the tests of notification images, drawn with the canvas library the backend
// decodes with, and files of other kinds that an image upload must refuse whatever their name.
import { crc32, deflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';

/** A picture of `width` × `height` pixels (two coloured blocks), as PNG or JPEG bytes. */
export function sampleImage(
  width: number,
  height: number,
  type: 'png' | 'jpeg' = 'png',
  colour = '#2d6fb3',
): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#ffe615';
  context.fillRect(Math.floor(width / 4), Math.floor(height / 4), width / 2, height / 2);
  return type === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg');
}

/** A GIF of one transparent pixel. */
export const gifBytes = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

/** An SVG picture of 200 × 200 that runs a script. */
export const svgBytes = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">' +
    '<script>alert(1)</script><rect width="200" height="200" fill="red"/></svg>',
);

/** The start of a PDF. */
export const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/**
 * A valid PNG header that declares `width` × `height` pixels over very little image data (a
 * decompression bomb's header): it must be refused for its sides before anything is decoded.
 */
export function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grey
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
