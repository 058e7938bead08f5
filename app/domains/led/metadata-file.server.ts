// A proof's metadata as a workbook to download: read from the source (a consultation of its own,
// written to the legal log by the backend) and written here, every cell neutralised so that a
// value that looks like a formula shows as text and never runs. A link that cannot be consulted
// without asking (followed from another site, or without a mandatory reference) leads to the
// proof's screen instead, which says why.
import { redirect } from '@remix-run/node';
import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { neutraliseCell } from '@contracts/bulk';
import { getProofMetadata, type ProofMetadata } from '@contracts/led';
import type { Role } from '@contracts/session';
import { callBackend } from '~/backend/client.server';
import { BackendError, isSourceFailure } from '~/backend/errors';
import { isCrossSite } from '~/consultation/cross-site.server';
import { i18nServer } from '~/i18n/i18next.server';
import { isLocale, type Locale } from '~/i18n/locale';
import { codeLabel } from '~/lib/code-lists/code-lists';
import { ledCodeLists } from '~/lib/code-lists/led';
import { normaliseInsz, validateInsz } from '~/lib/validation/insz';
import type { RequestArgs } from '~/load-context';
import { href, readConsultation } from '~/routing/href';
import { ledCapabilities } from './capabilities';
import { metadataNames } from './links';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The rows of the workbook: label and value, then the changes as a table of their own. */
function metadataWorkbook(metadata: ProofMetadata, t: TFunction<'led'>, language: Locale) {
  const status = (code: { code: string; omschrijving: string }) =>
    `${codeLabel(ledCodeLists.proofStatus, code.code, language, code.omschrijving).text} (${code.code})`;
  const { registratie } = metadata;
  const book = new ExcelJS.Workbook();
  const rows: [string, string][] = [
    [t('fields.person'), metadata.insz],
    [t('fields.proofReference'), metadata.bewijsreferte],
    [t('fields.mutationReference'), metadata.bewijsmutatiereferte],
    [t('fields.status'), status(metadata.status)],
    [t('metadata.statusChanged'), metadata.status.datumModificatie],
    [t('fields.supplier'), metadata.leverancier.naam],
    [t('fields.supplierReference'), metadata.leverancier.bewijsreferte],
    [t('metadata.channel'), t(`metadata.channels.${registratie.kanaal}`)],
    [
      t('metadata.organisation'),
      registratie.organisatie
        ? `${registratie.organisatie.naam} (${registratie.organisatie.code})`
        : '',
    ],
    [t('metadata.registeredAt'), registratie.tijdstip],
    [t('metadata.job'), registratie.jobId ?? ''],
  ];
  const sheet = book.addWorksheet(t('metadata.sheet'));
  sheet.addRow([t('metadata.field'), t('metadata.value')].map(neutraliseCell));
  for (const row of rows) sheet.addRow(row.map(neutraliseCell));
  sheet.getColumn(1).width = 32;
  sheet.getColumn(2).width = 48;
  const changes = book.addWorksheet(t('metadata.mutationsSheet'));
  changes.addRow(
    [t('metadata.mutationTime'), t('fields.status'), t('fields.mutationReference')].map(
      neutraliseCell,
    ),
  );
  for (const mutation of metadata.mutaties) {
    changes.addRow(
      [mutation.tijdstip, status(mutation.status), mutation.bewijsmutatiereferte].map(
        neutraliseCell,
      ),
    );
  }
  for (const column of [1, 2, 3]) changes.getColumn(column).width = 40;
  return book.xlsx.writeBuffer();
}

/**
 * The metadata file of the proof the query names, in the query's language. A role that may not
 * read metadata, a query that names no proof, or a proof the source does not know is not found; a
 * failing source is a 502.
 */
export async function proofMetadataFile(args: RequestArgs, role: Role | null): Promise<Response> {
  const { request, context } = args;
  const capabilities = ledCapabilities(role);
  const query = new URL(request.url).searchParams;
  const typed = query.get(metadataNames.insz) ?? '';
  const referte = query.get(metadataNames.referte) ?? '';
  const asked = query.get(metadataNames.language);
  const locale: Locale = isLocale(asked) ? asked : 'nl';
  if (
    !capabilities.mayReadMetadata ||
    validateInsz(typed) !== null ||
    !z.uuid().safeParse(referte).success
  ) {
    throw new Response(null, { status: 404 });
  }
  const insz = normaliseInsz(typed);
  const { reference } = readConsultation(new URL(request.url));
  const source = capabilities.metadata.sources[0] ?? 'LED';
  const crossSite = isCrossSite(request);
  if (crossSite || (capabilities.metadata.referenceRequired && !reference)) {
    // Nothing is asked in the user's name unconfirmed: the proof's screen says why.
    throw redirect(href('ledProof', { insz, referte }, locale, { source, reference }));
  }
  try {
    const metadata = await callBackend(getProofMetadata, {
      request,
      context,
      params: { insz, bewijsreferte: referte },
      query: { reference: reference || undefined },
    });
    const t = await i18nServer.getFixedT(locale, 'led');
    const body = await metadataWorkbook(metadata, t, locale);
    return new Response(body, {
      headers: {
        'Content-Type': xlsxType,
        'Content-Disposition': `attachment; filename="${t('metadata.fileName', { reference: referte })}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    throw new Response(null, { status: isSourceFailure(error) ? 502 : error.status });
  }
}
