// The sizes of the synthetic enterprise register, following the population's (POPULATION_SIZE):
// the full one of the demo (5,400 enterprises, about 1,100 associations) and a small one for
// tests. The small register is the first 600 enterprises and 120 de facto associations of the
// full one, which hold every featured enterprise and association (featured.ts) with the same
// number, names and links to other enterprises.
import type { PopulationSize } from '../population/size';
import { defaultEnterpriseOptions, type EnterpriseOptions } from './generate';

const small: EnterpriseOptions = {
  ...defaultEnterpriseOptions,
  enterprises: 600,
  deFactoAssociations: 120,
};

export function enterpriseOptions(size: PopulationSize): EnterpriseOptions {
  return size === 'small' ? small : defaultEnterpriseOptions;
}
