// An address as text: the street line (with the box number in the screen's language) and the town
// line, or for an address abroad its lines as written and the country.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** What an address line is made of (the shape the backend answers). */
export interface AddressParts {
  /** 'buitenland': an address abroad, kept as free-text lines. */
  soort?: string;
  straat: string | null;
  huisnummer: string | null;
  busnummer: string | null;
  postcode: string | null;
  gemeente: { naam: string } | null;
  land: { naam: string };
  lijnen: readonly string[];
}

/** The address's lines: street, number and box, then postcode and town; empty lines left out. */
export function formatAddressLines(address: AddressParts, t: TFunction): string[] {
  if (address.soort === 'buitenland') return [...address.lijnen, address.land.naam];
  const street = [
    address.straat,
    address.huisnummer,
    address.busnummer ? t('address.boxNumber', { box: address.busnummer }) : null,
  ]
    .filter(Boolean)
    .join(' ');
  const town = [address.postcode, address.gemeente?.naam].filter(Boolean).join(' ');
  return [street, town].filter(Boolean);
}

/** The address on one line, its lines separated by commas; '' for no address. */
export function formatAddress(address: AddressParts | null | undefined, t: TFunction): string {
  return address ? formatAddressLines(address, t).join(', ') : '';
}

/** `formatAddress` in the screen's language. */
export function useAddressLine(): (address: AddressParts | null | undefined) => string {
  const { t } = useTranslation();
  return (address) => formatAddress(address, t);
}

/** `formatAddressLines` in the screen's language. */
export function useAddressLines(): (address: AddressParts) => string[] {
  const { t } = useTranslation();
  return (address) => formatAddressLines(address, t);
}
