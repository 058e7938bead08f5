// Which enterprises of the register are leasing companies (the vehicle is driven by someone else).
// The synthetic enterprise register has no leasing sector: an enterprise with the NACE activity
// 77110 (renting and leasing of cars) is one, and so is, by a fixed rule on its number, one in two
// legal persons whose main activity is wholesale (46…) or real estate (68…). The rule depends on
// the enterprise alone, so the generator and the vehicle calls always agree.
import { hashText } from '../population/random';

export interface LeasingCandidate {
  enterpriseNumber: string;
  /** 1 natural person, 2 legal person. */
  kind: string;
  activities: readonly { nace: string; main: boolean }[];
}

export function isLeasingCompany({ enterpriseNumber, kind, activities }: LeasingCandidate) {
  if (activities.some((activity) => activity.nace === '77110')) return true;
  if (kind !== '2') return false;
  const main = activities.find((activity) => activity.main)?.nace ?? '';
  return (
    (main.startsWith('46') || main.startsWith('68')) &&
    hashText(`leasing ${enterpriseNumber}`) % 2 === 0
  );
}
