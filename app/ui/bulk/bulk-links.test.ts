import { describe, expect, it } from 'vitest';
import { bulkLinks } from './bulk-links';

describe('bulkLinks', () => {
  const links = bulkLinks({ file: 'ledBulkFile', job: 'ledBulkJob' });

  it('asks the template and a file’s error file at the file endpoint, in the language', () => {
    expect(links.template('en')).toMatch(/\?sjabloon=1&taal=en$/);
    expect(links.findings('f-1', 'nl')).toMatch(/\?bestand=f-1&taal=nl$/);
  });

  it('polls a job and downloads its result at the job endpoint', () => {
    expect(links.poll('j-1', 3)).toMatch(/\?opdracht=j-1&poll=3$/);
    expect(links.result('j-1', 'nl')).toMatch(/\?opdracht=j-1&download=resultaat&taal=nl$/);
  });

  it('puts the scope first in every link', () => {
    const scoped = bulkLinks(
      { file: 'landRegistryBulkFile', job: 'landRegistryBulkJob' },
      { soort: 'perceel' },
    );
    expect(scoped.template('nl')).toMatch(/\?soort=perceel&sjabloon=1&taal=nl$/);
    expect(scoped.result('j-1', 'en')).toMatch(/\?soort=perceel&opdracht=j-1&download=resultaat/);
  });
});
