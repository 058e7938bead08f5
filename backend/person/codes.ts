// The national register's small code lists, with the Dutch labels the person answers carry
// (shared with the portal: contracts/person-codes.ts). Civil statuses, countries and
// contact-address types come from their code-list tables.
import {
  dutchLabels,
  householdPositionCodes,
  registerCodes,
  registerStatusCodes,
} from '@contracts/person-codes';

export const sexLabels: Record<string, string> = {
  '0': 'Onbekend',
  '1': 'Mannelijk',
  '2': 'Vrouwelijk',
};

export const registerLabels = dutchLabels(registerCodes);
export const statusLabels = dutchLabels(registerStatusCodes);
export const positionLabels = dutchLabels(householdPositionCodes);

/** The position of the reference person (head of the household). */
export const referencePosition = '01';

export function labelled(labels: Record<string, string>, code: string) {
  return { code, omschrijving: labels[code] ?? code };
}
