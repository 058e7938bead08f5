import { describe, expect, it } from 'vitest';
import { demoDataSection } from '../../tests/support/demo-data-doc';
import { demoDownload } from './download-seed';

const dates = (date: Date) =>
  [date.getUTCDate(), date.getUTCMonth() + 1]
    .map((part) => String(part).padStart(2, '0'))
    .join('.') + `.${date.getUTCFullYear()}`;

describe('the public download demonstration links in docs/demo-data.md', () => {
  const section = demoDataSection('Demo data: document service');
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| `/download/'))
    .map((line) => line.split('|').map((cell) => cell.trim()));

  it('lists the valid link and the expired link with their ids, tokens and expiry', () => {
    expect(rows).toHaveLength(2);
    const [valid, expired] = rows;
    expect(valid?.[1]).toBe(
      `\`/download/${demoDownload.valid.guid}?token=${demoDownload.valid.token}\``,
    );
    expect(expired?.[1]).toBe(
      `\`/download/${demoDownload.expired.guid}?token=${demoDownload.expired.token}\``,
    );
    // The expiry as the table writes it (the last second of that day in Brussels).
    const inBrussels = (date: Date) => new Date(date.getTime() + 3_600_000);
    expect(valid?.[2]).toContain(dates(inBrussels(demoDownload.valid.expiresAt)));
    expect(expired?.[2]).toContain(dates(inBrussels(demoDownload.expired.expiresAt)));
    expect(demoDownload.valid.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(demoDownload.expired.expiresAt.getTime()).toBeLessThan(Date.now());
  });

  it('names the attachment and the subject', () => {
    expect(section).toContain(`\`${demoDownload.attachmentName}\``);
    expect(section).toContain(`'${demoDownload.title}'`);
  });
});
