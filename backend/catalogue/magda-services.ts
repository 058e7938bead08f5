// The MAGDA services behind the portal's lookups, each with the permission that may call it.
import type { Permission } from '@contracts/permissions';

export interface MagdaServiceDefinition {
  name: string;
  version: string;
  description: string;
  permission: Permission;
}

export const magdaServices: MagdaServiceDefinition[] = [
  {
    name: 'GeefPersoon',
    version: '02.02',
    description: 'Persoonsgegevens uit het Rijksregister of de KSZ',
    permission: 'persoon.geefPersoon',
  },
  {
    name: 'GeefHistoriekPersoon',
    version: '02.02',
    description: 'Historiek van persoonsgegevens',
    permission: 'persoon.geefHistoriekPersoon',
  },
  {
    name: 'GeefGezinssamenstelling',
    version: '02.02',
    description: 'Gezinssamenstelling',
    permission: 'persoon.geefGezinssamenstelling',
  },
  {
    name: 'GeefHistoriekGezinssamenstelling',
    version: '02.02',
    description: 'Historiek van de gezinssamenstelling',
    permission: 'persoon.geefHistoriekGezinssamenstelling',
  },
  {
    name: 'ZoekPersoonOpAdres',
    version: '02.02',
    description: 'Personen op een adres',
    permission: 'persoon.zoekPersoonOpAdres',
  },
  {
    name: 'ZoekPersoonOpNaam',
    version: '02.02',
    description: 'Personen op naam en geboortedatum',
    permission: 'persoon.zoekPersoonOpNaam',
  },
  {
    name: 'RegistreerInschrijving',
    version: '02.00',
    description: 'Inschrijving in het KSZ-register (bisnummer)',
    permission: 'persoon.creeerBis',
  },
  {
    name: 'GeefSociaalStatuut',
    version: '03.00',
    description: 'Sociaal statuut',
    permission: 'socialSecurity.geefSociaalStatuut',
  },
  {
    name: 'GeefLeefloon',
    version: '02.00',
    description: 'Leefloon',
    permission: 'socialSecurity.geefLeefloon',
  },
  {
    name: 'GeefKindVoordelen',
    version: '01.00',
    description: 'Kindvoordelen (Groeipakket)',
    permission: 'gezin.geefKindVoordelen',
  },
  {
    name: 'GeefHistoriekInschrijving',
    version: '02.01',
    description: 'Historiek van inschrijvingen in het onderwijs',
    permission: 'onderwijs.geeefHistoriekInschrijving',
  },
  {
    name: 'GeefOnderneming',
    version: '02.00',
    description: 'Ondernemingsgegevens uit de KBO',
    permission: 'onderneming.geefOnderneming',
  },
  {
    name: 'GeefPCenTW',
    version: '01.00',
    description: 'Paritair comité en tewerkstelling',
    permission: 'onderneming.GeefPCenTW',
  },
  {
    name: 'GeefDeelnemingen',
    version: '01.00',
    description: 'Deelnemingen van een onderneming',
    permission: 'onderneming.GeefDeelnemingen',
  },
  {
    name: 'GeefBewijs',
    version: '02.00',
    description: 'Leer- en ervaringsbewijzen',
    permission: 'LED.geefBewijs',
  },
  {
    name: 'RegistreerBewijs',
    version: '02.00',
    description: 'Registratie van een leer- of ervaringsbewijs',
    permission: 'LED.registreerBewijs',
  },
  {
    name: 'AnnuleerBewijs',
    version: '02.00',
    description: 'Annulering van een leer- of ervaringsbewijs',
    permission: 'LED.AnnuleerBewijs',
  },
  {
    name: 'GeefEigendomstoestanden',
    version: '02.00',
    description: 'Eigendomstoestanden uit het kadaster',
    permission: 'kadaster.geefEigendomstoestanden',
  },
  {
    name: 'ZoekEigendomstoestanden',
    version: '02.00',
    description: 'Zoeken naar eigendomstoestanden',
    permission: 'kadaster.zoekEigendomstoestanden',
  },
  {
    name: 'ZoekPerceel',
    version: '02.00',
    description: 'Zoeken naar percelen',
    permission: 'kadaster.zoekPerceel',
  },
  {
    name: 'ZoekVerkoopprijzen',
    version: '01.00',
    description: 'Verkoopprijzen van onroerende goederen',
    permission: 'kadaster.zoekVerkoopprijzen',
  },
  {
    name: 'GeefHistoriekEigendomstoestand',
    version: '01.00',
    description: 'Historiek van een eigendomstoestand',
    permission: 'kadaster.geefHistoriekEigendomstoestand',
  },
  {
    name: 'GeefInschrijvingVoertuig',
    version: '02.00',
    description: 'Inschrijving van een Belgisch voertuig (DIV)',
    permission: 'mobiliteit.binnenlandsVoertuig',
  },
  {
    name: 'GeefBuitenlandsVoertuig',
    version: '01.00',
    description: 'Buitenlands voertuig (EUCARIS)',
    permission: 'mobiliteit.buitenlandsVoertuig',
  },
];
