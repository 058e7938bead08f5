// The push service the notifications go through, behind an interface: the reference backend's is
// a simulation. It answers every delivery to a device with an outcome drawn from the
// notification's and the device's ids (the same pair always gets the same answer, so a test and a
// demo know what to expect): a device that is reachable mostly gets it, sometimes the service
// fails, and now and then the device no longer has the app (inactive). A device already inactive
// is mostly still unreachable, and sometimes back.
import { createHash } from 'node:crypto';
import type {
  DeliveryOutcome,
  DeviceStatus,
  NotificationContent,
} from '@contracts/push-notification';

export interface PushDevice {
  id: string;
  status: DeviceStatus;
}

export interface PushService {
  /**
   * Delivers one notification to one device and says how it went: the notification's content, or
   * the content given (a line of a file with content of its own).
   */
  deliver(
    notificationId: string,
    device: PushDevice,
    content?: NotificationContent,
  ): Promise<DeliveryOutcome>;
}

/** A number in [0, 1) drawn from the two ids. */
export function draw(notificationId: string, deviceId: string): number {
  const digest = createHash('sha256').update(`${notificationId}\n${deviceId}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

/** The outcome for a draw and the device's status before the delivery. */
export function simulatedOutcome(value: number, status: DeviceStatus): DeliveryOutcome {
  if (status === 'inactive') return value < 0.25 ? 'delivered' : 'inactive';
  if (value < 0.9) return 'delivered';
  if (value < 0.97) return 'failed';
  return 'inactive';
}

export const simulatedPushService: PushService = {
  deliver: async (notificationId, device) =>
    simulatedOutcome(draw(notificationId, device.id), device.status),
};
