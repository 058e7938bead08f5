// The push notification sheet of the bulk pipeline (app/lib/bulk): the contract's columns (one
// member a line, by national number, with the line's own Dutch, French and English title and
// message, each optional) and its row schema. The template, the upload and the findings are built
// from these; the backend checks every item again.
import {
  pushBulkColumns,
  pushBulkRowSchema,
  type PushBulkSheetColumn,
} from '@contracts/push-notification-bulk';
import { defineBulkSheet, type BulkCells } from '~/lib/bulk/columns';

export { pushBulkColumns };

export const pushBulkSheet = defineBulkSheet({
  columns: pushBulkColumns,
  rowSchema: pushBulkRowSchema,
});

/**
 * Whether a line of a validated file has content of its own. Such a line has its Dutch title and
 * message (French or English content comes only with the Dutch): a line without either gets the
 * content common to the file.
 */
export function hasOwnContent(cells: BulkCells<PushBulkSheetColumn>): boolean {
  return (cells.titelNl ?? '').trim() !== '' || (cells.berichtNl ?? '').trim() !== '';
}
