// Parcels of the land registry worth trying, held by featured people of the population and
// featured enterprises of the register (who exist with the same numbers in both sizes): an owner
// with several parcels, a joint ownership, a usufruct with bare ownership, a long lease, an
// incomplete rights answer, a long history, a public road without an ownership state, an
// apartment building's private parts, and an owner without any state. They are the first parcels
// of section A of GENT 1 AFD, which both sizes hold; the people and enterprises they name are
// left out of every other state, so what they hold is exactly what is planned here.
import type { LandRegistry, RightRow } from './registry';

export interface PlannedHolding {
  insz?: string;
  enterprise?: string;
  right: string;
  share: [number, number];
  list: RightRow['list_type'];
}

export interface PlannedState {
  begin: string;
  registration: string;
  holdings: PlannedHolding[];
  /** The state before it, when the story needs one. */
  previous?: Omit<PlannedState, 'previous'>;
}

export interface FeaturedParcelPlan {
  nature: string;
  /** An apartment building's private parts. */
  parts?: number;
  longHistory?: boolean;
  /** The planned current state of a partition, by its number. */
  states: Map<string, PlannedState>;
}

/** The featured people: Rita Wuyts, Walter Claeys, Agnes Van Goethem, Julien Wellens, … */
export const featuredOwners = {
  rita: '60111842284',
  walter: '55090944518',
  agnes: '30112131454',
  julien: '27052605162',
  ellie: '00090809845',
  jules: '01060749170',
  /** Holds nothing. */
  stien: '00012254691',
  /** Van Loon & Verhaegen. */
  vanLoon: '0424871480',
  /** Vrancken & Van Mol. */
  vrancken: '0785196984',
} as const;

const division = '44021';
const section = 'A';

export function featuredPlan(): {
  parcels: Map<string, FeaturedParcelPlan>;
  reserved: string[];
} {
  const o = featuredOwners;
  const single = (insz: string): PlannedHolding => ({
    insz,
    right: 'VE',
    share: [1, 1],
    list: 'Individueel',
  });
  const joint = (insz: string, right: string): PlannedHolding => ({
    insz,
    right,
    share: [1, 2],
    list: 'Gemeenschap',
  });
  const company = (enterprise: string, right: string): PlannedHolding => ({
    enterprise,
    right,
    share: [1, 1],
    list: 'Onderneming',
  });
  /** An undivided parcel (P0000) of a nature, with its planned current state (if any). */
  const parcel = (nature: string, state?: PlannedState): FeaturedParcelPlan => ({
    nature,
    states: new Map(state ? [['P0000', state]] : []),
  });
  const plans: FeaturedParcelPlan[] = [
    parcel('200', {
      begin: '2013-10-15',
      registration: 'VERK',
      holdings: [joint(o.rita, 'VE'), joint(o.walter, 'VE')],
    }),
    parcel('1', { begin: '1998-03-12', registration: 'ERF', holdings: [single(o.rita)] }),
    {
      nature: '222',
      parts: 6,
      states: new Map([
        ['P0003', { begin: '2019-05-06', registration: 'VERK', holdings: [single(o.rita)] }],
      ]),
    },
    parcel('200', {
      begin: '2016-09-30',
      registration: 'ERF',
      holdings: [
        { insz: o.agnes, right: 'VG', share: [1, 1], list: 'Individueel' },
        joint(o.ellie, 'BE'),
        joint(o.jules, 'BE'),
      ],
      previous: { begin: '1968-04-02', registration: 'VERK', holdings: [single(o.julien)] },
    }),
    parcel('371', {
      begin: '2021-02-01',
      registration: 'VESTIG',
      holdings: [company(o.vanLoon, 'GRE'), company(o.vrancken, 'ERFP')],
    }),
    parcel('2', { begin: '2021-08-20', registration: 'VERK', holdings: [joint(o.walter, 'VE')] }),
    { ...parcel('200'), longHistory: true },
    parcel('60'),
  ];
  // The first parcels of the section, in the order of `kinds` below.
  const parcels = new Map(
    plans.map((plan, index) => [`${division}${section}${index}`, plan] as const),
  );
  return { parcels, reserved: Object.values(o) };
}

export type FeaturedParcelKind =
  | 'jointOwnership'
  | 'singleLand'
  | 'apartment'
  | 'usufruct'
  | 'longLease'
  | 'incompleteRights'
  | 'longHistory'
  | 'noOwnershipState';

const kinds: readonly FeaturedParcelKind[] = [
  'jointOwnership',
  'singleLand',
  'apartment',
  'usufruct',
  'longLease',
  'incompleteRights',
  'longHistory',
  'noOwnershipState',
];

export interface FeaturedParcel {
  kind: FeaturedParcelKind;
  capakey: string;
  /** The partition to open: P0000, or the featured private part of the building. */
  partitionId: string;
  /** How many ownership states its history holds. */
  states: number;
}

/** The featured parcels as the generated registry holds them (their capakeys are drawn). */
export function featuredParcels(registry: LandRegistry): FeaturedParcel[] {
  const capakeys = [
    ...new Set(
      registry.partitions
        .filter((row) => row.division_code === division && row.section === section)
        .map((row) => row.capakey),
    ),
  ].sort();
  return kinds.map((kind, index) => {
    const capakey = capakeys[index];
    if (!capakey) throw new Error(`the featured ${kind} parcel is missing`);
    const partition = kind === 'apartment' ? 'P0003' : 'P0000';
    const partitionId = registry.partitions.find(
      (row) => row.capakey === capakey && row.partition === partition,
    )?.id;
    if (!partitionId) throw new Error(`the featured ${kind} partition is missing`);
    return {
      kind,
      capakey,
      partitionId,
      states: registry.states.filter((state) => state.partition_id === partitionId).length,
    };
  });
}
