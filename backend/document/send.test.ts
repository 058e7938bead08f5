// The attachments of one shipment as the backend checks them, whatever client sent them: kept
// under their cleaned names, each name once, each a PDF that may be sent.
import { describe, expect, it } from 'vitest';
import { documentLimits } from '@contracts/document';
import { textPdf } from '../../tests/support/pdf-samples';
import { checkAttachments } from './send';

describe('checkAttachments', () => {
  it('keeps each attachment under its cleaned name, with its pages', async () => {
    const bytes = await textPdf(2);
    const checked = await checkAttachments(
      [
        { name: '..\\..\\Windows\\brief.pdf', bytes },
        { name: 'factuur\u202Efdp.exe', bytes },
        { name: 'evil.html', bytes },
      ],
      documentLimits.defaultBytes,
    );
    expect(checked.ok && checked.attachments.map(({ name, pages }) => ({ name, pages }))).toEqual([
      { name: 'brief.pdf', pages: 2 },
      { name: 'factuurfdp.exe.pdf', pages: 2 },
      { name: 'evil.html.pdf', pages: 2 },
    ]);
  });

  it('names a second attachment of the same cleaned name as a name twice, not as a bad PDF', async () => {
    const bytes = await textPdf(1);
    const checked = await checkAttachments(
      [
        { name: 'brief.pdf', bytes },
        { name: 'archief/brief.pdf', bytes },
        { name: 'kapot.pdf', bytes: bytes.slice(0, 40) },
      ],
      documentLimits.defaultBytes,
    );
    expect(checked).toEqual({
      ok: false,
      problems: [
        { name: 'brief.pdf', problem: 'nameTwice' },
        { name: 'kapot.pdf', problem: 'refused' },
      ],
    });
  });
});
