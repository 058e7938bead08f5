// Enterprises and associations of the generated register worth trying in the portal, picked by
// rule among the first enterprises and de facto associations (those the small register holds
// too), so that both sizes point at the same ones. docs/demo-data.md lists them.
import type { EnterpriseRegister } from './generate';

export type FeaturedEnterpriseKind =
  'participationsBothWays' | 'stopped' | 'managementCompany' | 'establishments' | 'bilingual';

export type FeaturedAssociationKind = 'associationWithKbo' | 'deFactoAssociation';

export interface FeaturedEnterprise {
  kind: FeaturedEnterpriseKind;
  enterpriseNumber: string;
  name: string;
  description: string;
}

export interface FeaturedAssociation {
  kind: FeaturedAssociationKind;
  vcode: string;
  name: string;
  description: string;
}

/** How many of the first enterprises and de facto associations the picks look at. */
export const featuredWithin = { enterprises: 600, deFactoAssociations: 120 } as const;

export function featuredEnterprises(register: EnterpriseRegister): FeaturedEnterprise[] {
  const candidates = register.enterprises.slice(0, featuredWithin.enterprises);
  const inScope = new Set(candidates.map((row) => row.enterprise_number));
  const countBy = <T>(rows: readonly T[], key: (row: T) => string | null) => {
    const map = new Map<string, T[]>();
    for (const row of rows) {
      const value = key(row);
      if (value === null || !inScope.has(value)) continue;
      map.set(value, [...(map.get(value) ?? []), row]);
    }
    return map;
  };
  const companyShares = register.participations.filter(
    (row) => row.holder_enterprise !== null && inScope.has(row.holder_enterprise),
  );
  const heldBy = countBy(companyShares, (row) => row.enterprise_number);
  const holds = countBy(companyShares, (row) => row.holder_enterprise);
  const functions = countBy(register.functions, (row) => row.enterprise_number);
  const units = countBy(register.establishments, (row) => row.enterprise_number);
  const activities = countBy(register.activities, (row) => row.enterprise_number);
  const names = countBy(register.names, (row) => row.enterprise_number);
  const featured: FeaturedEnterprise[] = [];
  const add = (
    kind: FeaturedEnterpriseKind,
    row: (typeof candidates)[number] | undefined,
    description: string,
  ) => {
    if (row) {
      featured.push({
        kind,
        enterpriseNumber: row.enterprise_number,
        name: row.official_name,
        description,
      });
    }
  };
  const active = (row: (typeof candidates)[number]) => row.status === 'AC' && row.kind === '2';

  add(
    'participationsBothWays',
    candidates.find(
      (row) =>
        active(row) &&
        (heldBy.get(row.enterprise_number) ?? []).some((share) => share.valid_to === null) &&
        (holds.get(row.enterprise_number) ?? []).some((share) => share.valid_to === null),
    ),
    'participations both ways: other enterprises hold shares in it, and it holds shares in others',
  );
  add(
    'stopped',
    candidates.find(
      (row) =>
        row.status === 'ST' &&
        row.kind === '2' &&
        row.cessation_code !== null &&
        (functions.get(row.enterprise_number) ?? []).length > 0,
    ),
    'stopped (ST) with a cessation code and date; its functions ended that day',
  );
  add(
    'managementCompany',
    candidates.find(
      (row) =>
        active(row) &&
        (functions.get(row.enterprise_number) ?? []).some(
          (entry) => entry.holder_enterprise !== null && entry.valid_to === null,
        ) &&
        (functions.get(row.enterprise_number) ?? []).some(
          (entry) => entry.function_code === '10003',
        ),
    ),
    'directed by another enterprise (a management company) with its permanent representative',
  );
  add(
    'establishments',
    candidates.find(
      (row) =>
        active(row) &&
        row.joint_committee !== null &&
        (units.get(row.enterprise_number) ?? []).filter((unit) => unit.status === 'AC').length >=
          2 &&
        (activities.get(row.enterprise_number) ?? []).length >= 2 &&
        (functions.get(row.enterprise_number) ?? []).some((entry) => entry.holder_insz !== null),
    ),
    'several establishment units, main and secondary activities, directors who are people of the population, joint committee and employment class',
  );
  add(
    'bilingual',
    candidates.find((row) => {
      const languages = new Set(
        (names.get(row.enterprise_number) ?? [])
          .filter((name) => name.kind === 'maatschappelijk')
          .map((name) => name.language),
      );
      return active(row) && languages.has('nl') && languages.has('fr');
    }),
    'seat in Brussels, official name in Dutch and French',
  );
  return featured;
}

export function featuredAssociations(register: EnterpriseRegister): FeaturedAssociation[] {
  const inScope = new Set(
    register.enterprises
      .slice(0, featuredWithin.enterprises)
      .filter((row) => row.status === 'AC')
      .map((row) => row.enterprise_number),
  );
  const represented = new Set(register.representatives.map((row) => row.vcode));
  const featured: FeaturedAssociation[] = [];
  const withKbo = register.associations.find(
    (row) =>
      row.enterprise_number !== null &&
      inScope.has(row.enterprise_number) &&
      row.legal_form === '017' &&
      represented.has(row.vcode),
  );
  if (withKbo) {
    featured.push({
      kind: 'associationWithKbo',
      vcode: withKbo.vcode,
      name: withKbo.name,
      description: 'a non-profit association (vzw, 017) with its KBO number and representatives',
    });
  }
  const deFacto = register.associations
    .filter((row) => row.enterprise_number === null)
    .slice(0, featuredWithin.deFactoAssociations)
    .find((row) => represented.has(row.vcode));
  if (deFacto) {
    featured.push({
      kind: 'deFactoAssociation',
      vcode: deFacto.vcode,
      name: deFacto.name,
      description: 'a de facto association (721): a vCode, no KBO number',
    });
  }
  return featured;
}
