// The land registry's bulk calls: the generic bulk calls (backend/bulk/api.ts) for the ownership
// file and the parcel file search, each with its item schema, its result column and workbooks,
// and the source's one progress call for both (`jobs/progress/:id?jobType`). An ownership line
// needs the permission of its single call: the role's validation marks a line it may not ask.
import type { Express } from 'express';
import {
  downloadOwnershipJobResult,
  downloadOwnershipSheetFindings,
  downloadParcelJobResult,
  downloadParcelSheetFindings,
  getLandRegistryJob,
  getOwnershipJobs,
  getOwnershipSheet,
  getParcelJobs,
  getParcelSheet,
  ownershipBulkItem,
  ownershipSheetColumnTitles,
  parcelBulkItem,
  parcelSheetColumnOf,
  parcelSheetColumnTitles,
  sendOwnershipSheet,
  sendParcelSheet,
  validateOwnershipSheet,
  validateParcelSheet,
  type LandRegistryJobType,
} from '@contracts/land-registry-bulk';
import { serveBulkCalls, serveSharedBulkProgress } from '../bulk/api';
import { columnByTitles } from '../bulk/files';
import type { BackendServices } from '../http/call';
import { ownershipBulkKind, ownershipItemAccess, parcelBulkKind } from '../land-registry/bulk';

export function landRegistryBulkApi(app: Express, services: BackendServices): void {
  serveBulkCalls(
    app,
    services,
    {
      kind: ownershipBulkKind,
      itemSchema: ownershipBulkItem,
      // Every field of a line is read from its one column.
      columnOf: columnByTitles(() => ownershipSheetColumnTitles.sleutel),
      resultTitle: { nl: 'Eigenaars', en: 'Owners' },
      itemAccess: ownershipItemAccess,
    },
    {
      validate: validateOwnershipSheet,
      file: getOwnershipSheet,
      validationDownload: downloadOwnershipSheetFindings,
      send: sendOwnershipSheet,
      progress: getLandRegistryJob,
      resultDownload: downloadOwnershipJobResult,
      overview: getOwnershipJobs,
    },
  );

  serveBulkCalls(
    app,
    services,
    {
      kind: parcelBulkKind,
      itemSchema: parcelBulkItem,
      columnOf: columnByTitles((path) => {
        const column = parcelSheetColumnOf(path);
        return column ? parcelSheetColumnTitles[column] : null;
      }),
      resultTitle: { nl: 'Partities', en: 'Partitions' },
    },
    {
      validate: validateParcelSheet,
      file: getParcelSheet,
      validationDownload: downloadParcelSheetFindings,
      send: sendParcelSheet,
      progress: getLandRegistryJob,
      resultDownload: downloadParcelJobResult,
      overview: getParcelJobs,
    },
  );

  serveSharedBulkProgress(app, services, getLandRegistryJob, {
    eigendomstoestand: { kind: ownershipBulkKind, send: sendOwnershipSheet },
    zoekperceel: { kind: parcelBulkKind, send: sendParcelSheet },
  } satisfies Record<LandRegistryJobType, unknown>);
}
