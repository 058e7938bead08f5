// The land registry's ownership history call over the synthetic cadastre: a parcel's partitions
// with their ownership states in time order (or the state of one day), each a consultation written
// to the legal log under CapaKey before the answer leaves, found or not; nothing is answered when
// that write fails. A capakey no parcel has, or a partition it does not have, answers as the
// source does: 404 with 30001.
import type { Express } from 'express';
import { landRegistryErrorCodes } from '@contracts/land-registry';
import { getOwnershipHistory } from '@contracts/land-registry-history';
import { CallError, serveCall, type BackendServices } from '../http/call';
import { readOwnershipHistory } from '../land-registry/history';
import { consultationRules, recordConsultation } from '../legal-log/consultation';

const notFoundText = { nl: 'Geen perceel gevonden', en: 'No parcel found' } as const;

export function landRegistryHistoryApi(app: Express, services: BackendServices): void {
  serveCall(app, services, getOwnershipHistory, async (context) => {
    const { capakey, partitie, datum, bron, reference } = context.query;
    const rules = consultationRules(context, getOwnershipHistory, { reference, source: bron });
    const partitions = await readOwnershipHistory(
      context.services.db,
      { capakey, partition: partitie, date: datum },
      context.language,
    );
    await recordConsultation(context, rules, {
      operation: getOwnershipHistory.id,
      subjectKind: 'CapaKey',
      subject: capakey,
      reference: reference ?? null,
      source: bron,
      outcome: !partitions
        ? 'niet gevonden'
        : partitions.some((partition) => partition.toestanden.length > 0)
          ? 'gevonden'
          : 'geen eigendomstoestanden',
    });
    if (!partitions) {
      throw new CallError(404, {
        code: landRegistryErrorCodes.notFound,
        message: notFoundText[context.language],
        errors: [],
      });
    }
    return { capakey, datum: datum ?? null, partities: partitions };
  });
}
