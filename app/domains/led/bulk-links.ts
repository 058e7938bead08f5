// Where the LED bulk screens' files and polls are asked (the endpoints ledBulkFile and ledBulkJob),
// and the names of their query and form fields: shared by the screens and the endpoints.
import { endpointHref } from '~/endpoints';
import { bulkLinks, bulkNames } from '~/ui/bulk/bulk-links';

export const ledBulkNames = bulkNames;

export const ledBulkLinks = {
  ...bulkLinks({ file: 'ledBulkFile', job: 'ledBulkJob' }),
  /** The metadata download posts here (the job's id and the language as fields). */
  metadata: () => endpointHref('ledBulkJob'),
};
