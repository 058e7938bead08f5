// The sender profiles of the demo organisations: the name and return address their letters carry.
// An organisation may have several (a department each); a shipment names the one it was sent under.
import { demoOrganisations, type DemoOrganisationKey } from '@contracts/demo-catalogue';
import type { LetterAddressValue } from '@contracts/document';

interface SenderProfileSeed {
  id: string;
  organisation: DemoOrganisationKey;
  name: string;
  address: Omit<LetterAddressValue, 'aanspreking' | 'voornaam' | 'naam' | 'lijn2' | 'regio'>;
}

const seeds: readonly SenderProfileSeed[] = [
  {
    id: 'zonnedorp-burgerzaken',
    organisation: 'zonnedorp',
    name: 'Gemeente Zonnedorp – Dienst Burgerzaken',
    address: {
      organisatie: 'Gemeente Zonnedorp',
      land: 'BE',
      postcode: '9000',
      gemeente: 'Gent',
      straat: 'Botermarkt',
      nummer: '1',
      bus: '',
    },
  },
  {
    id: 'ocmw-zonnedorp',
    organisation: 'ocmwZonnedorp',
    name: 'OCMW Zonnedorp – Sociale dienst',
    address: {
      organisatie: 'OCMW Zonnedorp',
      land: 'BE',
      postcode: '9000',
      gemeente: 'Gent',
      straat: 'Onderbergen',
      nummer: '86',
      bus: '',
    },
  },
  {
    id: 'rivierstad-documenten',
    organisation: 'rivierstad',
    name: 'Stad Rivierstad – Documentendienst',
    address: {
      organisatie: 'Stad Rivierstad',
      land: 'BE',
      postcode: '2000',
      gemeente: 'Antwerpen',
      straat: 'Grote Markt',
      nummer: '1',
      bus: '',
    },
  },
  {
    id: 'rivierstad-belastingen',
    organisation: 'rivierstad',
    name: 'Stad Rivierstad – Dienst Belastingen',
    address: {
      organisatie: 'Stad Rivierstad',
      land: 'BE',
      postcode: '2000',
      gemeente: 'Antwerpen',
      straat: 'Francis Wellesplein',
      nummer: '1',
      bus: '3',
    },
  },
  {
    id: 'digitaal-beheer',
    organisation: 'digitaalBeheer',
    name: 'Agentschap Digitaal Beheer',
    address: {
      organisatie: 'Agentschap Digitaal Beheer',
      land: 'BE',
      postcode: '1000',
      gemeente: 'Brussel',
      straat: 'Havenlaan',
      nummer: '88',
      bus: '',
    },
  },
  {
    id: 'vaccinatiecentrum-noord',
    organisation: 'vaccinatiecentrum',
    name: 'Vaccinatiecentrum Noord',
    address: {
      organisatie: 'Vaccinatiecentrum Noord',
      land: 'BE',
      postcode: '2060',
      gemeente: 'Antwerpen',
      straat: 'Noorderlaan',
      nummer: '12',
      bus: '',
    },
  },
];

export const senderProfiles = seeds.map((seed) => ({
  id: seed.id,
  organisationCode: demoOrganisations[seed.organisation].code,
  name: seed.name,
  address: {
    ...seed.address,
    aanspreking: '',
    voornaam: '',
    naam: '',
    lijn2: '',
    regio: '',
  } satisfies LetterAddressValue,
}));
