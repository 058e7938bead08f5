// The organisations the push notification source holds members for, and the members worth trying
// in the demo, with fixed ids (docs/demo-data.md lists them): the one whose phone number a test
// send reaches, a member whose only device is still onboarding (that device cannot be removed),
// one with a removed device beside an active one, and one with a device in each other status.
import type { DeviceStatus } from '@contracts/push-notification';

export interface PushOrganisation {
  code: string;
  /** Ordinary members in the demo, and in the small source of the tests. */
  members: number;
  smallMembers: number;
  /** The notifications of its history. */
  notifications: number;
  /** Who sent the history's notifications. */
  sender: { login: string; name: string };
  /** Name and description of each group. */
  groups: readonly [string, string][];
}

export const pushOrganisations: readonly PushOrganisation[] = [
  {
    code: 'OVO100003',
    members: 2000,
    smallMembers: 300,
    notifications: 40,
    sender: { login: 'dirk.maes', name: 'Dirk Maes' },
    groups: [
      ['Afvalophaling', 'Wijzigingen in de ophaling van afval en snoeihout.'],
      ['Evenementen', 'Feesten, markten en activiteiten in de stad.'],
      ['Wegenwerken en mobiliteit', 'Afgesloten straten, omleidingen en parkeren.'],
      ['Sport en vrije tijd', 'Sportkampen, zwembad en jeugdwerking.'],
      ['Bibliotheek', 'Openingsuren, activiteiten en gereserveerde boeken.'],
      ['Burgerzaken', 'Documenten die klaarliggen en wijzigingen aan de loketten.'],
    ],
  },
  {
    code: 'OVO100004',
    members: 40,
    smallMembers: 20,
    notifications: 5,
    sender: { login: 'demo', name: 'Demo Gebruiker' },
    groups: [
      ['Nieuwsbrief', 'Nieuws van het agentschap.'],
      ['Storingen', 'Onderbrekingen van de dienstverlening.'],
    ],
  },
];

export interface FeaturedMember {
  key: 'testPhone' | 'onboardingOnly' | 'removedDevice' | 'everyStatus';
  id: string;
  organisation: string;
  /** A featured person of the population (the same in its full and small sizes). */
  insz: string;
  phone: string | null;
  /** The statuses of its devices, in order. */
  devices: readonly DeviceStatus[];
  /** The names of its groups. */
  groups: readonly string[];
  /** Whether notifications of the history were sent to this member alone. */
  notified: boolean;
}

export const featuredMembers: readonly FeaturedMember[] = [
  {
    key: 'testPhone',
    insz: '00012254691',
    id: '5a0e7c1e-3b0d-4c59-9a51-6f3d2b8e1a01',
    organisation: 'OVO100003',
    phone: '+32470123456',
    devices: ['active', 'active'],
    groups: ['Afvalophaling', 'Evenementen'],
    notified: true,
  },
  {
    key: 'onboardingOnly',
    insz: '01021078051',
    id: '5a0e7c1e-3b0d-4c59-9a51-6f3d2b8e1a02',
    organisation: 'OVO100003',
    phone: null,
    devices: ['onboarding'],
    groups: [],
    notified: false,
  },
  {
    key: 'removedDevice',
    insz: '01060749170',
    id: '5a0e7c1e-3b0d-4c59-9a51-6f3d2b8e1a03',
    organisation: 'OVO100003',
    phone: '+32485765432',
    devices: ['cancelled', 'active'],
    groups: ['Bibliotheek'],
    notified: false,
  },
  {
    key: 'everyStatus',
    insz: '00090809845',
    id: '5a0e7c1e-3b0d-4c59-9a51-6f3d2b8e1a04',
    organisation: 'OVO100003',
    phone: null,
    devices: ['active', 'inactive', 'suspended'],
    groups: ['Burgerzaken'],
    notified: false,
  },
];
