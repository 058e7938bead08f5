// @vitest-environment happy-dom
// A function holder as the detail shows it: an enterprise always links to its detail, a person to
// the person detail only when the role may open it (Economie may not: a name without a link).
import { createRemixStub } from '@remix-run/testing';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { demoRoles } from '@contracts/demo-catalogue';
import type { Role } from '@contracts/session';
import { createI18n } from '~/i18n/i18n-provider';
import { resources } from '~/i18n/resources';
import { enterpriseCapabilities } from './capabilities';
import { Holder } from './enterprise-record';

function roleWith(permissions: { naam: string; bronnen?: string[] }[]): Role {
  return {
    full: 'Rol – Organisatie',
    uri: 'urn:backoffice:rol:Test:OVO1',
    service: 'Onderneming',
    naam: 'Rol',
    organisatie: { code: 'OVO1', naam: 'Organisatie' },
    domains: ['Company'],
    permissions: permissions.map(({ naam, bronnen = [] }) => ({
      naam: naam as Role['permissions'][number]['naam'],
      bronnen: bronnen.map((waarde) => ({ waarde })),
      parameters: [],
    })),
  };
}

async function render(role: Role, holder: Parameters<typeof Holder>[0]['holder']) {
  const links = {
    consultation: { source: 'KBO', reference: 'R-1' },
    personSource: enterpriseCapabilities(role).personLinkSource,
  };
  const Stub = createRemixStub([
    {
      path: '/onderneming/:kbo',
      Component: () => (
        <I18nextProvider i18n={createI18n('nl', resources.nl)}>
          <p id="holder">
            <Holder holder={holder} links={links} />
          </p>
        </I18nextProvider>
      ),
    },
  ]);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Stub initialEntries={['/onderneming/0424871480']} />));
  const html = container.querySelector('#holder')?.innerHTML ?? '';
  await act(async () => root.unmount());
  container.remove();
  return html;
}

const person = { soort: 'persoon', insz: '60111842284', naam: 'Rita Wuyts' } as const;
const company = {
  soort: 'onderneming',
  ondernemingsnummer: '0242012525',
  naam: 'Sanitair Vita',
} as const;

describe('Holder', () => {
  it('shows a person without a link to Economie', async () => {
    const economie = roleWith([...demoRoles.Economie.permissions]);
    expect(await render(economie, person)).toBe('Rita Wuyts');
  });

  it('links a person to the person detail for a role that may open it', async () => {
    const both = roleWith([
      ...demoRoles.Economie.permissions,
      { naam: 'persoon.geefPersoon', bronnen: ['RR'] },
    ]);
    expect(await render(both, person)).toBe(
      '<a aria-label="Rita Wuyts, persoon openen" data-discover="true" href="/persoon/insz/60111842284?bron=RR&amp;referentie=R-1">Rita Wuyts</a>',
    );
  });

  it('links an enterprise to its own detail', async () => {
    const economie = roleWith([...demoRoles.Economie.permissions]);
    expect(await render(economie, company)).toBe(
      '<a data-discover="true" href="/onderneming/0242012525?bron=KBO&amp;referentie=R-1">Sanitair Vita</a> <span>(0242.012.525)</span>',
    );
  });
});
