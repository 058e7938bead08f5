import { describe, expect, it } from 'vitest';
import { shipmentFiltersOf, shipmentSearchSchema } from './search-schema';

describe('the shipment search schema', () => {
  it('turns the form into the backend filters: days as ISO dates, empty choices as none', () => {
    const parsed = shipmentSearchSchema().parse({
      referentie: ' RIV-DEMO ',
      ontvanger: '60.11.18-422.84',
      van: '01.05.2026',
      tot: '31.05.2026',
      kanaal: '',
      status: 'delivered',
      zoeken: '1',
    });
    expect(shipmentFiltersOf(parsed)).toEqual({
      uwReferentie: 'RIV-DEMO',
      ontvanger: '60.11.18-422.84',
      van: '2026-05-01',
      tot: '2026-05-31',
      kanaal: null,
      status: 'delivered',
    });
  });

  it('refuses an end before the start on the end, a day that is no date, an unknown code', () => {
    const backwards = shipmentSearchSchema().safeParse({ van: '31.05.2026', tot: '01.05.2026' });
    expect(backwards.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['tot']);
    const unknown = shipmentSearchSchema().safeParse({ kanaal: 'pigeon' });
    expect(unknown.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['kanaal']);
    const wrongDay = shipmentSearchSchema().safeParse({ van: '31.02.2026' });
    expect(wrongDay.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['van']);
  });
});
