// Where the push bulk screens' files and polls are asked (the endpoints pushBulkFile and
// pushBulkJob), and the names of their query and form fields: shared by the screens and the
// endpoints. The result screen names its job in the query (`?opdracht=<id>`).
import { bulkLinks, bulkNames } from '~/ui/bulk/bulk-links';

export const pushBulkNames = bulkNames;

export const pushBulkLinks = bulkLinks({ file: 'pushBulkFile', job: 'pushBulkJob' });
