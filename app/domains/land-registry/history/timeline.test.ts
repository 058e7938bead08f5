import { describe, expect, it } from 'vitest';
import type { HistoryState, PartitionHistory } from '@contracts/land-registry-history';
import { chooseInTimeline } from './timeline';

const state = (id: string, begin: string, einde: string | null): HistoryState => ({
  eigendomId: id,
  artikel: '00001',
  voorgaandArtikel: null,
  begin,
  jaarBegin: Number(begin.slice(0, 4)),
  versieBegin: `${begin} 10:00:00`,
  inschrijvingType: { code: 'VERK', omschrijving: 'Verkoop' },
  partijen: [],
  rechten: [],
  volledig: true,
  einde,
  huidig: einde === null,
  verkoop: null,
  vorigeToestandId: null,
  volgendeToestandId: null,
});

const partition = (partitie: string, states: HistoryState[]): PartitionHistory => ({
  perceel: {
    id: `44021A0086-00B000-${partitie}`,
    capakey: '44021A0086/00B000',
    partitie,
    gemeente: { nisCode: '44021', naam: 'Gent' },
    afdeling: { code: '44021', naam: 'GENT 1 AFD' },
    sectie: 'A',
    perceelnummer: '0086/00B000',
    aard: { code: '222', omschrijving: 'Appartementsgebouw' },
    oppervlakte: 80,
    adres: null,
  },
  toestanden: states,
});

const common = partition('P0000', []);
const first = state('P1-01', '1990-01-10', '2005-06-01');
const second = state('P1-02', '2005-06-01', null);
const part1 = partition('P0001', [first, second]);
const other = state('P2-01', '2001-02-03', null);
const part2 = partition('P0002', [other]);
const building = [common, part1, part2];

describe('the state the history shows in full', () => {
  it('is the current state of the first partition with states when nothing is asked', () => {
    expect(chooseInTimeline(building, {})).toEqual({
      partition: part1,
      selected: second,
      unknown: null,
    });
  });

  it('is the current state of the partition asked, none when it has no states', () => {
    expect(chooseInTimeline(building, { partition: 'P0002' }).selected).toBe(other);
    expect(chooseInTimeline(building, { partition: 'P0000' })).toEqual({
      partition: common,
      selected: null,
      unknown: null,
    });
  });

  it('is the state that held on the day asked: the day the next began is the next one', () => {
    expect(chooseInTimeline(building, { date: '2005-05-31' }).selected).toBe(first);
    expect(chooseInTimeline(building, { date: '2005-06-01' }).selected).toBe(second);
    expect(chooseInTimeline(building, { date: '1980-01-01' }).selected).toBeNull();
  });

  it('is the state a link names, in whichever partition holds it', () => {
    expect(chooseInTimeline(building, { state: 'P2-01' })).toEqual({
      partition: part2,
      selected: other,
      unknown: null,
    });
    expect(chooseInTimeline(building, { state: 'P1-01', date: '2010-01-01' }).selected).toBe(first);
  });

  it('says so for a partition or state the history does not hold', () => {
    expect(chooseInTimeline(building, { partition: 'P0099' })).toEqual({
      partition: part1,
      selected: null,
      unknown: 'partition',
    });
    expect(chooseInTimeline(building, { state: 'P9-01' })).toMatchObject({
      selected: null,
      unknown: 'state',
    });
    expect(chooseInTimeline(building, { partition: 'P0002', state: 'P1-01' })).toEqual({
      partition: part2,
      selected: null,
      unknown: 'state',
    });
  });
});
