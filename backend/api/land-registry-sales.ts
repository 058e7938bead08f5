// The land registry's sale prices over the synthetic cadastre: a page of the sales a search's
// filters match (ordered and paged here, at most 1000 rows reachable, `afgekapt` beyond), one sale
// by its id (404 with 30001 when unknown), and every matching sale as a workbook whose cells are
// never formulas (at most 5000; a larger search is refused with 400 on `gemeenten`: refine it).
// A sale names no parties: a sale price is not personal data, so nothing is written to the legal log.
import type { Express } from 'express';
import { xlsxContentType } from '@contracts/bulk';
import { landRegistryErrorCodes } from '@contracts/land-registry';
import {
  downloadSales,
  getSale,
  maximumDownloadedSales,
  searchSales,
  type Sale,
} from '@contracts/land-registry-sales';
import { writeSheetWorkbook } from '../bulk/workbook';
import { pageWindow } from '../db/paging';
import { CallError, invalidField, serveCall, type BackendServices } from '../http/call';
import { countSales, readSale, readSales } from '../land-registry/sales';

const headers = {
  nl: [
    'Datum',
    'Prijs (EUR)',
    'Verkooptype',
    'Capakey',
    'Partitie',
    'Gemeente',
    'Afdeling',
    'Sectie',
    'Perceelnummer',
    'Kadastrale aard',
    'Oppervlakte (m²)',
    'Gebouwindicatie',
    'Bouwjaar',
    'Bouwtype',
    'Fiche 60',
    'Kantoor',
  ],
  en: [
    'Date',
    'Price (EUR)',
    'Sale type',
    'Capakey',
    'Partition',
    'Municipality',
    'Division',
    'Section',
    'Plot number',
    'Cadastral nature',
    'Surface (m²)',
    'Building indication',
    'Construction year',
    'Construction type',
    'Fiche 60',
    'Office',
  ],
} as const;

const coded = (value: { code: string; omschrijving: string }) =>
  `${value.omschrijving} (${value.code})`;

/** A sale as a row of the workbook, in the columns' order. */
function cellsOf(sale: Sale): string[] {
  const fiche = sale.fiche60;
  return [
    sale.datum,
    String(sale.prijs),
    coded(sale.verkoopType),
    sale.perceel.capakey,
    sale.perceel.partitie,
    `${sale.perceel.gemeente.naam} (${sale.perceel.gemeente.nisCode})`,
    `${sale.perceel.afdeling.naam} (${sale.perceel.afdeling.code})`,
    sale.perceel.sectie,
    sale.perceel.perceelnummer,
    coded(sale.perceel.aard),
    String(sale.perceel.oppervlakte),
    sale.gebouw ? coded(sale.gebouw.indicatie) : '',
    sale.gebouw ? String(sale.gebouw.bouwjaar) : '',
    sale.gebouw ? coded(sale.gebouw.type) : '',
    fiche
      ? `${fiche.jaar}/${fiche.kantoorNummer}/${fiche.volgNummer}/${fiche.typeFiche}/${fiche.goedNummer}`
      : '',
    coded(sale.kantoor),
  ];
}

const tooManyTexts = {
  nl: `Meer dan ${maximumDownloadedSales} verkopen gevonden: verfijn de zoekopdracht`,
  en: `More than ${maximumDownloadedSales} sales found: refine the search`,
} as const;

export function landRegistrySalesApi(app: Express, services: BackendServices): void {
  serveCall(app, services, searchSales, async (context) => {
    const { take, page, orderBy, order, ...filters } = context.body;
    // A page number counts pages of `take` rows; without it, `skip` says where the page begins.
    const skip = page !== undefined ? (page - 1) * take : context.body.skip;
    const db = context.services.db;
    const window = pageWindow(await countSales(db, filters), { take, skip });
    const rows =
      window.limit > 0
        ? await readSales(
            db,
            filters,
            { orderBy, order },
            { take: window.limit, skip },
            context.language,
          )
        : [];
    return { resultaten: rows, totaal: window.totaal, afgekapt: window.afgekapt };
  });

  serveCall(app, services, getSale, async (context) => {
    const sale = await readSale(context.services.db, context.params.id, context.language);
    if (!sale) {
      throw new CallError(404, {
        code: landRegistryErrorCodes.notFound,
        message: context.language === 'en' ? 'No sale found' : 'Geen verkoop gevonden',
        errors: [],
      });
    }
    return sale;
  });

  serveCall(app, services, downloadSales, async (context) => {
    const { orderBy, order, ...filters } = context.body;
    const db = context.services.db;
    const total = await countSales(db, filters);
    if (total > maximumDownloadedSales) {
      throw invalidField(context.language, 'gemeenten', tooManyTexts[context.language]);
    }
    const sales = await readSales(
      db,
      filters,
      { orderBy, order },
      { take: null, skip: 0 },
      context.language,
    );
    const body = await writeSheetWorkbook({
      sheetName: context.language === 'en' ? 'Sale prices' : 'Verkoopprijzen',
      header: headers[context.language],
      rows: sales.map(cellsOf),
    });
    const day = new Date().toISOString().slice(0, 10);
    return {
      fileName: `${context.language === 'en' ? 'sale-prices' : 'verkoopprijzen'}-${day}.xlsx`,
      contentType: xlsxContentType,
      body,
    };
  });
}
