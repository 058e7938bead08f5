// Every kind of durable job the backend's workers process, in one list: the backend's start
// (main.ts) and the tests' in-process backend run the same.
import type { BulkProcessor } from './bulk/processor';
import { childBenefitsBulkProcessor } from './child-benefits/bulk';
import { ownershipBulkProcessor, parcelBulkProcessor } from './land-registry/bulk';
import { ledBulkProcessor } from './led/bulk';
import { pushBulkProcessor } from './push/bulk';
import { pushSendProcessor } from './push/processor';
import { simulatedPushService, type PushService } from './push/push-service';

export function bulkProcessors({
  hashSecret,
  pushService = simulatedPushService,
}: {
  hashSecret: string;
  pushService?: PushService;
}): BulkProcessor[] {
  return [
    ledBulkProcessor({ hashSecret }),
    childBenefitsBulkProcessor({ hashSecret }),
    ownershipBulkProcessor({ hashSecret }),
    parcelBulkProcessor(),
    pushSendProcessor(pushService),
    pushBulkProcessor(pushService),
  ];
}
