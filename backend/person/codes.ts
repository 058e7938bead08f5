// The national register's small code lists, with the Dutch labels the person answers carry.
// Civil statuses, countries and contact-address types come from their code-list tables.

export const sexLabels: Record<string, string> = {
  '0': 'Onbekend',
  '1': 'Mannelijk',
  '2': 'Vrouwelijk',
};

export const registerLabels: Record<string, string> = {
  '1': 'Vreemdelingenregister',
  '2': 'Bevolkingsregister',
  '3': 'EU-ambtenaar',
  '4': 'Vreemdeling KB 30/10/91',
  '5': 'Wachtregister',
  '6': 'Wachtregister EU-burger',
  BIS: 'BIS-register',
};

export const statusLabels: Record<string, string> = {
  '992': 'Afgeschreven naar het buitenland',
  '99990': 'Overleden',
  '99991': 'Ambtshalve schrapping',
  '99992': 'Ambtshalve schrapping buitenland',
  '99996': 'Afwezig verklaard',
  '99997': 'Verlies verblijfsrecht',
};

export const positionLabels: Record<string, string> = {
  '01': 'Gezinshoofd/alleenstaande',
  '02': 'Echtgeno(o)t(e)',
  '03': 'Zoon/dochter',
  '05': 'Kleinkind',
  '06': 'Ouder',
  '09': 'Broer/zus',
  '12': 'Niet verwant',
  '13': 'Stiefkind',
  '14': 'Achterkleinkind',
  '15': 'Oom',
  '20': 'Gemeenschap/tehuis',
  '21': 'Partner',
  '22': 'Wettelijk samenwonende',
};

/** The position of the reference person (head of the household). */
export const referencePosition = '01';

export function labelled(labels: Record<string, string>, code: string) {
  return { code, omschrijving: labels[code] ?? code };
}
