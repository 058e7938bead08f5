// One pass through the proxy as civil servants use the portal: signing in at the identity
// provider (a service of its own), a person found by number and opened, and a bulk file of 1000
// lines validated, sent and followed to its end; the job's items shared by both backends, each
// done exactly once.
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { proofSheetColumnTitles } from '../../contracts/led';
import { topologyState } from './run';

const rita = { insz: '60.11.18-422.84', name: 'Rita Anne-Marie Wuyts' };
/** People of docs/demo-data.md. */
const people = ['60111842284', '74031324072'];
/** The template's Dutch column titles, in their order. */
const header = Object.values(proofSheetColumnTitles).map((title) => title.nl);

async function signIn(page: Page, login: string) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await page.getByLabel(/^Gebruikersnaam/).fill(login);
  await page.getByLabel(/^Wachtwoord/).fill('demo');
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page).not.toHaveURL(/\/idp\//);
}

test('sign in, find a person and open the detail, through the proxy', async ({ page }) => {
  await signIn(page, 'an.peeters');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personen zoeken');
  await page.getByLabel(/^Rijksregisternummer \(INSZ\)/).fill(rita.insz);
  await page.getByLabel(/^Uw referentie/).fill('TOPOLOGIE-1');
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(page).toHaveURL(/\/persoon\/insz\/60111842284\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(rita.name);
  await expect(page.getByRole('region', { name: 'Identiteit' })).toBeVisible();
});

test('a bulk file of 1000 lines, its progress and result; both backends share its items, each done once', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Gegevens');
  sheet.addRow(header);
  for (let index = 0; index < 1000; index += 1) {
    sheet.addRow([
      people[index % people.length],
      'BK',
      'BEROEPSKWALIFICATIE',
      'EIND',
      `Heftruckchauffeur ${index + 1}`,
      '',
      'Syntra Gent',
      '',
      'SYNTRA',
      '2',
      '30.06.2020',
      '30.06.2020',
      '',
    ]);
  }
  const file = testInfo.outputPath('topologie-1000.xlsx');
  await book.xlsx.writeFile(file);

  await signIn(page, 'frank.willems');
  await page.getByRole('radio', { name: /^LED/ }).check();
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(page).toHaveURL('/leer_en_ervaring');
  await page.goto('/leer_en_ervaring/toevoegen/via_bestand');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bewijzen toevoegen via bestand',
  );
  await page.getByRole('button', { name: /^Bestand(?! controleren)/ }).setInputFiles(file);
  await page.getByRole('button', { name: 'Bestand controleren' }).click();
  await expect(page.getByText('Status: Gevalideerd', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Verzenden' }).click();
  await expect(page).toHaveURL(/\/via_bestand\/resultaat\/([0-9a-f-]{36})$/);
  const jobId = /resultaat\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
  const panel = page.getByRole('region', { name: 'topologie-1000.xlsx' });
  await expect(panel.getByRole('status')).toHaveText(
    /^(Te verwerken: 0 %|Bezig met verwerken: \d+ %|Verwerking voltooid)$/,
  );
  await expect(panel.getByRole('status')).toHaveText('Verwerking voltooid', { timeout: 150_000 });
  const counts = (await panel.getByRole('definition').allTextContents()).map(Number);
  expect(counts).toEqual([1000, 0, 0]);
  const download = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Resultaat downloaden' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  const db = new pg.Client({ connectionString: topologyState().databaseUrl });
  await db.connect();
  try {
    const items = await db.query<{ worker: string; done: string }>(
      `select split_part(worker, ':', 2) as worker, count(*) as done from bulk_items
       where job_id = $1 and status = 200 group by 1`,
      [jobId],
    );
    const pids = new Set(
      topologyState()
        .processes.filter((entry) => entry.name.startsWith('backend-'))
        .map((entry) => String(entry.pid)),
    );
    // Both backend instances took items of the job.
    expect(items.rows.map((row) => row.worker).sort()).toEqual([...pids].sort());
    expect(items.rows.reduce((sum, row) => sum + Number(row.done), 0)).toBe(1000);
    // Every item made exactly one proof, at its own position.
    const proofs = await db.query<{ proofs: string; positions: string }>(
      `select count(*) as proofs, count(distinct job_position) as positions from led_proofs
       where job_id = $1`,
      [jobId],
    );
    expect(proofs.rows[0]).toEqual({ proofs: '1000', positions: '1000' });
  } finally {
    await db.end();
  }
});
