// Where the child-benefits bulk lookup's files and polls are asked (the endpoints childBenefitsBulkFile
// and childBenefitsBulkJob), and the names of their query and form fields: shared by the screen and the
// endpoints.
import { bulkLinks, bulkNames } from '~/ui/bulk/bulk-links';

export const childBenefitsBulkNames = bulkNames;

/** The fragment of the screen's bulk section: a bulk page opens there. */
export const childBenefitsBulkSection = 'via-bestand';

export const childBenefitsBulkLinks = bulkLinks({
  file: 'childBenefitsBulkFile',
  job: 'childBenefitsBulkJob',
});
