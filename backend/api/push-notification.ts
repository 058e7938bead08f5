// Push notifications: the active role's organisation's members and devices (the receivers), its
// groups, and the notifications it sends. Every call works within the role's organisation: a
// member, device, group or notification of another organisation is not found. A refusal with a
// meaning of its own (a device that cannot be removed, a member that cannot be deleted, a national
// number registered already, an audience without a reachable device) is a 409 naming it.
import type { Express } from 'express';
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import {
  createMember,
  deleteMember,
  getAudience,
  getDeliveries,
  getGroups,
  getImageContent,
  getMember,
  getNotification,
  pushErrorCodes,
  removeReceiver,
  searchMembers,
  searchNotifications,
  searchReceivers,
  sendTest,
  sendToAll,
  sendToGroup,
  sendToMember,
  updateMember,
  uploadImage,
  type NotificationContent,
} from '@contracts/push-notification';
import { systemClock } from '../clock';
import { defaultPushImageBaseUrl } from '../config';
import {
  CallError,
  invalidField,
  notFound,
  serveCall,
  type BackendServices,
  type CallContext,
} from '../http/call';
import { message, type Language, type MessageKey } from '../http/messages';
import { checkImage, readImage, storeImage, type ImageProblem } from '../push/images';
import {
  cancelDevice,
  changeMember,
  insertMember,
  ownGroups,
  readMember,
  removeMember,
  searchMembers as findMembers,
  searchReceivers as findReceivers,
  type MemberInput,
} from '../push/members';
import {
  countAudience,
  createSend,
  listDeliveries,
  listNotifications,
  groupName,
  memberName,
  readNotification,
  sendTest as deliverTest,
  type Audience,
} from '../push/notifications';
import { simulatedPushService, type PushService } from '../push/push-service';
import { contentOf, roleOf, senderOf } from '../push/sender';

function refusal(language: Language, key: MessageKey, code: string): CallError {
  const text = message(language, key);
  return new CallError(409, { code: 409, message: text, errors: [{ message: text, code }] });
}

/** An upload that is no image a notification may carry: a 400 naming why. */
function imageRefused(language: Language, problem: ImageProblem | 'missing'): CallError {
  const [key, code] = {
    type: ['pushImageType', pushErrorCodes.imageType],
    dimensions: ['pushImageDimensions', pushErrorCodes.imageDimensions],
    missing: ['pushImageMissing', pushErrorCodes.imageMissing],
  }[problem] as [MessageKey, string];
  return invalidField(language, code, message(language, key));
}

/** What the push calls need beside the services every call has. */
export interface PushApiOptions {
  /** Delivers the notifications; unset: the simulated push service. */
  service?: PushService;
  /** Where the images are published (PUSH_IMAGE_BASE_URL, without its last slash). */
  imageBaseUrl?: string;
}

const organisationOf = (context: CallContext) => roleOf(context).organisatie.code;

/** The member's groups, each the organisation's own (else the field is refused). */
async function memberInputOf(context: CallContext, input: MemberInput): Promise<MemberInput> {
  const groups = [...new Set(input.groepen)];
  const own = await ownGroups(context.services.db, organisationOf(context), groups);
  if (own.length !== groups.length) {
    throw invalidField(context.language, 'groepen', message(context.language, 'pushGroupUnknown'));
  }
  if (input.telefoon !== null && !isValidPhoneNumber(input.telefoon)) {
    throw invalidField(context.language, 'telefoon', message(context.language, 'pushPhoneInvalid'));
  }
  return { ...input, groepen: groups };
}

export function pushNotificationApi(
  app: Express,
  services: BackendServices,
  { service = simulatedPushService, imageBaseUrl = defaultPushImageBaseUrl }: PushApiOptions = {},
): void {
  const clock = services.clock ?? systemClock;
  const db = services.db;

  async function memberOrNotFound(context: CallContext, id: string) {
    const member = await readMember(db, organisationOf(context), id);
    if (!member) throw notFound(context.language);
    return member;
  }

  serveCall(app, services, searchMembers, async (context) =>
    findMembers(db, organisationOf(context), context.query),
  );

  serveCall(app, services, getMember, async (context) =>
    memberOrNotFound(context, context.params.lid),
  );

  serveCall(app, services, createMember, async (context) => {
    const { insz, ...rest } = context.body;
    const input = await memberInputOf(context, rest);
    const id = await insertMember(db, organisationOf(context), insz, input, clock.now());
    if (!id) throw refusal(context.language, 'pushMemberExists', pushErrorCodes.memberExists);
    context.log.info({ member: id }, 'push member registered');
    return memberOrNotFound(context, id);
  });

  serveCall(app, services, updateMember, async (context) => {
    const input = await memberInputOf(context, context.body);
    const changed = await changeMember(
      db,
      organisationOf(context),
      context.params.lid,
      input,
      clock.now(),
    );
    if (!changed) throw notFound(context.language);
    return memberOrNotFound(context, context.params.lid);
  });

  serveCall(app, services, deleteMember, async (context) => {
    const outcome = await removeMember(db, organisationOf(context), context.params.lid);
    if (outcome === 'unknown') throw notFound(context.language);
    if (outcome === 'notified') {
      throw refusal(context.language, 'pushMemberNotified', pushErrorCodes.memberHasNotifications);
    }
    context.log.info({ member: context.params.lid }, 'push member deleted');
  });

  serveCall(app, services, searchReceivers, async (context) =>
    findReceivers(db, organisationOf(context), context.query),
  );

  serveCall(app, services, removeReceiver, async (context) => {
    const outcome = await cancelDevice(
      db,
      organisationOf(context),
      context.params.toestel,
      clock.now(),
    );
    if (outcome.kind === 'unknown') throw notFound(context.language);
    if (outcome.kind === 'refused') {
      throw refusal(
        context.language,
        outcome.reason === 'cancelled' ? 'pushDeviceAlreadyRemoved' : 'pushDeviceLastOnboarding',
        pushErrorCodes.deviceCannotBeRemoved,
      );
    }
    context.log.info({ device: context.params.toestel }, 'push device removed');
    return outcome.device;
  });

  serveCall(app, services, getGroups, async (context) => {
    const rows = await db
      .selectFrom('push_groups as g')
      .where('g.organisation_code', '=', organisationOf(context))
      .select((eb) => [
        'g.id',
        'g.name',
        'g.description',
        eb
          .selectFrom('push_member_groups as mg')
          .whereRef('mg.group_id', '=', 'g.id')
          .select(eb.fn.countAll<number>().as('count'))
          .as('members'),
      ])
      .orderBy('g.name')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      naam: row.name,
      beschrijving: row.description,
      leden: Number(row.members ?? 0),
    }));
  });

  /**
   * The audience asked, each part the organisation's own (else not found), with the name of its
   * member or group.
   */
  async function audienceOf(
    context: CallContext,
    asked: { doelgroep: 'allen' | 'groep' | 'lid'; groep?: string; lid?: string },
  ): Promise<{ audience: Audience; name: string | null }> {
    const organisation = organisationOf(context);
    if (asked.doelgroep === 'groep' && asked.groep) {
      const name = await groupName(db, organisation, asked.groep);
      if (name === null) throw notFound(context.language);
      return { audience: { kind: 'groep', group: asked.groep }, name };
    }
    if (asked.doelgroep === 'lid' && asked.lid) {
      const name = await memberName(db, organisation, asked.lid);
      if (name === null) throw notFound(context.language);
      return { audience: { kind: 'lid', member: asked.lid }, name };
    }
    return { audience: { kind: 'allen' }, name: null };
  }

  serveCall(app, services, getAudience, async (context) => {
    const { audience, name } = await audienceOf(context, context.query);
    return { ...(await countAudience(db, organisationOf(context), audience)), naam: name };
  });

  async function send(context: CallContext, audience: Audience, content: NotificationContent) {
    const checked = contentOf(context, content);
    const sender = senderOf(context);
    const id = await createSend(db, sender, audience, checked, clock.now());
    if (!id) {
      throw refusal(context.language, 'pushNoReachableDevices', pushErrorCodes.noReachableDevices);
    }
    context.log.info({ notification: id, audience: audience.kind }, 'push notification sent');
    const notification = await readNotification(db, sender.organisation, id);
    if (!notification) throw notFound(context.language);
    const { inhoud: _content, ...summary } = notification;
    return summary;
  }

  serveCall(app, services, sendToMember, async (context) =>
    send(
      context,
      (await audienceOf(context, { doelgroep: 'lid', lid: context.body.lid })).audience,
      context.body.notificatie,
    ),
  );

  serveCall(app, services, sendToAll, async (context) =>
    send(context, { kind: 'allen' }, context.body.notificatie),
  );

  serveCall(app, services, sendToGroup, async (context) =>
    send(
      context,
      (await audienceOf(context, { doelgroep: 'groep', groep: context.body.groep })).audience,
      context.body.notificatie,
    ),
  );

  serveCall(app, services, sendTest, async (context) => {
    const numbers = context.body.telefoonnummers;
    const invalid = numbers.findIndex((number) => !isValidPhoneNumber(number));
    if (invalid >= 0) {
      throw invalidField(
        context.language,
        `telefoonnummers.${invalid}`,
        message(context.language, 'pushPhoneInvalid'),
      );
    }
    const content = contentOf(context, context.body.notificatie);
    const sender = senderOf(context);
    const { id, nummers } = await deliverTest(
      db,
      service,
      sender,
      content,
      [...new Set(numbers)],
      clock.now(),
    );
    context.log.info({ notification: id, numbers: nummers.length }, 'push test sent');
    const notification = await readNotification(db, sender.organisation, id);
    if (!notification) throw notFound(context.language);
    const { inhoud: _content, ...melding } = notification;
    return { melding, nummers };
  });

  serveCall(app, services, searchNotifications, async (context) =>
    listNotifications(db, organisationOf(context), context.query),
  );

  serveCall(app, services, getNotification, async (context) => {
    const notification = await readNotification(
      db,
      organisationOf(context),
      context.params.notificatie,
    );
    if (!notification) throw notFound(context.language);
    return notification;
  });

  serveCall(app, services, getDeliveries, async (context) => {
    const page = await listDeliveries(
      db,
      organisationOf(context),
      context.params.notificatie,
      context.query,
    );
    if (!page) throw notFound(context.language);
    return page;
  });

  serveCall(app, services, uploadImage, async (context) => {
    const [file, ...others] = context.files;
    if (!file || others.length > 0) throw imageRefused(context.language, 'missing');
    const checked = await checkImage(file.bytes);
    if (!checked.ok) throw imageRefused(context.language, checked.problem);
    const image = await storeImage(
      db,
      organisationOf(context),
      file.bytes,
      checked.image,
      context.identity.sub,
      clock.now(),
    );
    context.log.info({ image: image.id, bytes: image.size }, 'push image uploaded');
    return {
      id: image.id,
      adres: `${imageBaseUrl}/${image.id}`,
      type: image.type,
      breedte: image.width,
      hoogte: image.height,
      grootte: image.size,
    };
  });

  serveCall(app, services, getImageContent, async (context) => {
    const image = await readImage(db, organisationOf(context), context.params.afbeelding);
    if (!image) throw notFound(context.language);
    return {
      fileName: `${context.params.afbeelding}.${image.type === 'image/png' ? 'png' : 'jpg'}`,
      contentType: image.type,
      body: image.content,
    };
  });
}
