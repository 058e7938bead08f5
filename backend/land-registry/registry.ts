// The synthetic land registry's rows as generate.ts makes them and seed.ts loads them: the
// tables' rows, with the dates of states and sales as their text. The featured parcels
// (featured.ts) are found among them.
import type {
  LandBuildingTable,
  LandDivisionTable,
  LandOwnershipStateTable,
  LandPartitionTable,
  LandRightTable,
  LandSaleTable,
} from '../db/schema';

export type DivisionRow = LandDivisionTable;
export type PartitionRow = LandPartitionTable;
export type BuildingRow = LandBuildingTable;
export type StateRow = Omit<LandOwnershipStateTable, 'valid_from' | 'valid_to'> & {
  valid_from: string;
  valid_to: string | null;
};
export type RightRow = LandRightTable;
export type SaleRow = Omit<LandSaleTable, 'sale_date'> & { sale_date: string };

export interface LandRegistry {
  divisions: DivisionRow[];
  partitions: PartitionRow[];
  buildings: BuildingRow[];
  states: StateRow[];
  rights: RightRow[];
  sales: SaleRow[];
}
