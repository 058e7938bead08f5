// @vitest-environment happy-dom
// A vehicle's holder as the vehicle screens show them: a person or an enterprise links to their
// detail only when the role may open it (GAS-boetes may open neither: names without links).
import { createRemixStub } from '@remix-run/testing';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { demoRoles } from '@contracts/demo-catalogue';
import type { Role } from '@contracts/session';
import type { BelgianHolder } from '@contracts/vehicle';
import { createI18n } from '~/i18n/i18n-provider';
import { resources } from '~/i18n/resources';
import { vehicleCapabilities } from './capabilities';
import { BelgianHolderName } from './vehicle-record';

function roleWith(permissions: { naam: string; bronnen?: string[] }[]): Role {
  return {
    full: 'Rol – Organisatie',
    uri: 'urn:backoffice:rol:Test:OVO1',
    service: 'Mobiliteit',
    naam: 'Rol',
    organisatie: { code: 'OVO1', naam: 'Organisatie' },
    domains: ['Mobility'],
    permissions: permissions.map(({ naam, bronnen = [] }) => ({
      naam: naam as Role['permissions'][number]['naam'],
      bronnen: bronnen.map((waarde) => ({ waarde })),
      parameters: [],
    })),
  };
}

async function render(role: Role, holder: BelgianHolder) {
  const capabilities = vehicleCapabilities(role);
  const links = {
    reference: 'PV-2026-117',
    personSource: capabilities.personLinkSource,
    enterpriseSource: capabilities.enterpriseLinkSource,
  };
  const Stub = createRemixStub([
    {
      path: '/mobiliteit/belgischvoertuig/:nummerplaat',
      Component: () => (
        <I18nextProvider i18n={createI18n('nl', resources.nl)}>
          <p id="holder">
            <BelgianHolderName holder={holder} links={links} />
          </p>
        </I18nextProvider>
      ),
    },
  ]);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(<Stub initialEntries={['/mobiliteit/belgischvoertuig/1ABC123']} />),
  );
  const html = container.querySelector('#holder')?.innerHTML ?? '';
  await act(async () => root.unmount());
  container.remove();
  return html;
}

const person = {
  soort: 'persoon',
  insz: '60111842284',
  naam: 'Rita Wuyts',
  geboortejaar: 1960,
} as const;
const leasing = {
  soort: 'onderneming',
  ondernemingsnummer: '0242012525',
  naam: 'Lease Vita',
  leasemaatschappij: true,
} as const;

describe('BelgianHolderName', () => {
  const gasBoetes = roleWith([...demoRoles.GasBoetes.permissions]);
  const withDetails = roleWith([
    ...demoRoles.GasBoetes.permissions,
    { naam: 'persoon.geefPersoon', bronnen: ['RR'] },
    { naam: 'onderneming.geefOnderneming' },
  ]);

  it('shows a person without a link to GAS-boetes', async () => {
    expect(await render(gasBoetes, person)).toBe('Rita Wuyts <span>(geboren in 1960)</span>');
  });

  it('shows an enterprise without a link to GAS-boetes, marked as a leasing company', async () => {
    expect(await render(gasBoetes, leasing)).toBe(
      'Lease Vita <span>(0242.012.525)</span> <span class="tag">Leasingmaatschappij</span>',
    );
  });

  it('links a person and an enterprise for a role that may open their details', async () => {
    expect(await render(withDetails, person)).toBe(
      '<a aria-label="Rita Wuyts, persoon openen" data-discover="true" href="/persoon/insz/60111842284?bron=RR&amp;referentie=PV-2026-117">Rita Wuyts</a> <span>(geboren in 1960)</span>',
    );
    expect(await render(withDetails, leasing)).toContain(
      'href="/onderneming/0242012525?bron=KBO&amp;referentie=PV-2026-117">Lease Vita</a>',
    );
  });
});
