// The name an attachment is kept under: what a sender's computer may put in a file name is cleaned.
import { describe, expect, it } from 'vitest';
import { attachmentName, defaultAttachmentName } from './attachment-name';
import { documentLimits } from './document-codes';

describe('attachmentName', () => {
  it('keeps a plain PDF name, its extension in lower case', () => {
    expect(attachmentName('Brief aan de bewoners 2026.pdf')).toBe('Brief aan de bewoners 2026.pdf');
    expect(attachmentName('Scan.PDF')).toBe('Scan.pdf');
  });

  it('keeps the last part of a path only', () => {
    expect(attachmentName('../../../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(attachmentName('C:\\Users\\an\\Documenten\\brief.pdf')).toBe('brief.pdf');
  });

  it('ends every name in .pdf, whatever it ended in', () => {
    expect(attachmentName('evil.html')).toBe('evil.html.pdf');
    expect(attachmentName('rapport')).toBe('rapport.pdf');
    expect(attachmentName('rapport...')).toBe('rapport.pdf');
  });

  it('drops control characters and invisible formatting: a right-to-left override shows nothing', () => {
    expect(attachmentName('factuur\u202Efdp.exe')).toBe('factuurfdp.exe.pdf');
    expect(attachmentName('brief\u2066\u200B\u0000\u0007.pdf')).toBe('brief.pdf');
    expect(attachmentName('twee\r\nregels.pdf')).toBe('tweeregels.pdf');
  });

  it('collapses spaces and drops leading dots', () => {
    expect(attachmentName('  brief    van \t mei .pdf ')).toBe('brief van mei.pdf');
    expect(attachmentName('.verborgen.pdf')).toBe('verborgen.pdf');
  });

  it('names a file with nothing left of its name bijlage.pdf', () => {
    for (const typed of ['', '.pdf', '../', '\u202E', '...']) {
      expect(attachmentName(typed)).toBe(defaultAttachmentName);
    }
  });

  it('stays within the length limit, the .pdf kept', () => {
    const name = attachmentName(`${'a'.repeat(documentLimits.fileName)}.docx`);
    expect(name).toHaveLength(documentLimits.fileName);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
