// The child-benefits bulk calls: the generic bulk calls (backend/bulk/api.ts) for the
// 'childBenefits' kind, whose items are the single call's questions and whose error and result
// files are csv, the result answered 206 while the job is not complete, as the source does.
import type { Express } from 'express';
import {
  childBenefitsQuestion,
  childBenefitsSheetColumnOf,
  childBenefitsSheetColumnTitles,
  downloadChildBenefitsJobResult,
  downloadChildBenefitsSheetFindings,
  getChildBenefitsJob,
  getChildBenefitsJobs,
  getChildBenefitsSheet,
  sendChildBenefitsSheet,
  validateChildBenefitsSheet,
} from '@contracts/child-benefits';
import { serveBulkCalls } from '../bulk/api';
import { columnByTitles } from '../bulk/files';
import { childBenefitsBulkKind } from '../child-benefits/bulk';
import type { BackendServices } from '../http/call';

export function childBenefitsBulkApi(app: Express, services: BackendServices): void {
  serveBulkCalls(
    app,
    services,
    {
      kind: childBenefitsBulkKind,
      itemSchema: childBenefitsQuestion,
      columnOf: columnByTitles((path) => {
        const column = childBenefitsSheetColumnOf(path);
        return column ? childBenefitsSheetColumnTitles[column] : null;
      }),
      fileFormat: 'csv',
      resultTitle: { nl: 'Kindvoordelen', en: 'Child benefits' },
      incompleteResultStatus: 206,
    },
    {
      validate: validateChildBenefitsSheet,
      file: getChildBenefitsSheet,
      validationDownload: downloadChildBenefitsSheetFindings,
      send: sendChildBenefitsSheet,
      progress: getChildBenefitsJob,
      resultDownload: downloadChildBenefitsJobResult,
      overview: getChildBenefitsJobs,
    },
  );
}
