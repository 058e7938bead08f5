// The permission and domain catalogue shared by the portal and the reference backend.

/** Permission names are `domain.operation`; the first segment names the permission's domain. */
export const permissions = [
  'persoon.geefPersoon',
  'persoon.geefHistoriekPersoon',
  'persoon.geefGezinssamenstelling',
  'persoon.geefHistoriekGezinssamenstelling',
  'persoon.zoekPersoonOpAdres',
  'persoon.zoekPersoonOpNaam',
  'persoon.creeerBis',
  'pushNotifications.notifications',
  'pushNotifications.receivers',
  'bulk.bulkJobs',
  'bulk.bulkJobsResults',
  'rapportering.zoek',
  'document.zoekVerzending',
  'document.verstuurBrief',
  'document.verstuurEboxBurger',
  'document.verstuurEboxOnderneming',
  'document.verstuurEmail',
  'document.metadata',
  'mobiliteit.binnenlandsVoertuig',
  'mobiliteit.buitenlandsVoertuig',
  'socialSecurity.geefSociaalStatuut',
  'socialSecurity.geefLeefloon',
  'docProvider.admin',
  'kadaster.zoekEigendomstoestanden',
  'kadaster.zoekPerceel',
  'kadaster.zoekVerkoopprijzen',
  'kadaster.geefHistoriekEigendomstoestand',
  'kadaster.geefEigendomstoestanden',
  'LED.geefBewijs',
  'LED.registreerBewijs',
  'LED.bewijsMetadata',
  'LED.AnnuleerBewijs',
  'attesten.attesten',
  'attesten.ctpc',
  'attesten.oneDoseRequired',
  'attesten.metadata',
  'logging.zoekLegalLog',
  'gezin.geefKindVoordelen',
  // Spelled with three e's: the role catalogue names it so; do not correct it.
  'onderwijs.geeefHistoriekInschrijving',
  'onderneming.geefOnderneming',
  'onderneming.GeefPCenTW',
  'onderneming.GeefDeelnemingen',
] as const;

export type Permission = (typeof permissions)[number];

export const domains = [
  'Person',
  'Logging',
  'Reporting',
  'Messages',
  'Led',
  'Mobility',
  'HealthAttestations',
  'DocProvider',
  'Company',
  'SocialSecurity',
  'LandRegistry',
  'PushNotifications',
  'Family',
  'Education',
] as const;

export type Domain = (typeof domains)[number];
