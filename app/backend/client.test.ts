import { describe, expect, it } from 'vitest';
import { searchLegalLog } from '@contracts/legal-log';
import { filtersOfHeaders, legalLogSearchHeaders } from '@contracts/legal-log-filters';
import { getPerson } from '@contracts/person';
import { inputHeaderTexts } from './client.server';

describe('the input headers a call sends', () => {
  it('sends the headers its contract names, percent-encoded, lists joined with commas', () => {
    expect(
      inputHeaderTexts(searchLegalLog, {
        onderwerpen: ['PersoonsIdentificatie:Dupont, Élise', 'Insz:85073003328'],
        limit: 50,
        sortering: 'tijdstip:Asc',
        einddatum: null,
        register: undefined,
        // Not the contract's: never sent, whatever it is called.
        authorization: 'Bearer forged',
      }),
    ).toEqual({
      onderwerpen: 'PersoonsIdentificatie%3ADupont%2C%20%C3%89lise,Insz%3A85073003328',
      limit: '50',
      sortering: 'tijdstip%3AAsc',
    });
  });

  it('sends what the backend parses back to the same values', () => {
    const texts = inputHeaderTexts(searchLegalLog, {
      finaliteiten: ['Dossier 12, bijlage', 'Één'],
      gebruikers: ['GebruikersIdentificatie:demo-bart.claes'],
    });
    expect(filtersOfHeaders(legalLogSearchHeaders.parse(texts))).toEqual({
      finaliteiten: ['Dossier 12, bijlage', 'Één'],
      gebruikers: ['demo-bart.claes'],
    });
  });

  it('sends no input headers for a call that reads none', () => {
    expect(inputHeaderTexts(getPerson, { limit: 5 })).toEqual({});
  });
});
