// The sizes of the synthetic land registry, following the population's (POPULATION_SIZE): the
// full one of the demo (60 parcels in each section, about 4,000 parcels) and a small one for tests
// (the first 12 parcels of each section of the full one, which hold every featured parcel).
import type { PopulationSize } from '../population/size';
import { defaultLandRegistryOptions, type LandRegistryOptions } from './generate';

const small: LandRegistryOptions = { ...defaultLandRegistryOptions, parcelsPerSection: 12 };

export function landRegistryOptions(size: PopulationSize): LandRegistryOptions {
  return size === 'small' ? small : defaultLandRegistryOptions;
}
