// The sizes of the synthetic vehicle registers, following the population's (POPULATION_SIZE): the
// full one of the demo (16,000 Belgian registrations, 400 foreign vehicles) and a small one for
// tests. The small registers are the first 1,500 and 120 vehicles of the full ones, which hold
// every featured vehicle (featured.ts) with the same plate and vehicle; only the people and
// enterprises picked as holders come from the smaller population and enterprise register.
import type { PopulationSize } from '../population/size';
import { defaultVehicleOptions, type VehicleOptions } from './generate';

const small: VehicleOptions = { ...defaultVehicleOptions, vehicles: 1_500, foreignVehicles: 120 };

export function vehicleOptions(size: PopulationSize): VehicleOptions {
  return size === 'small' ? small : defaultVehicleOptions;
}
