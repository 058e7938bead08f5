// The person calls over the synthetic population. Every answer about a person is a
// consultation: it is written to the legal log before the data leaves, and not sent if that fails.
import type { Express } from 'express';
import { type CallContract } from '@contracts/http';
import {
  createPerson as createPersonCall,
  getHousehold,
  getHouseholdHistory,
  getPerson,
  getPersonAddresses,
  getPersonDetails,
  getPersonHistory,
  searchPersonsByAddress,
  searchPersonsByName,
  type PersonSource,
} from '@contracts/person';
import {
  idempotencyKeyOf,
  idempotencyKeyReused,
  invalidField,
  notFound,
  serveCall,
  type BackendServices,
  type CallContext,
} from '../http/call';
import { message } from '../http/messages';
import {
  consultationRules,
  recordConsultation,
  type ConsultationRules,
} from '../legal-log/consultation';
import { labelled, positionLabels, referencePosition } from '../person/codes';
import {
  createPerson,
  IdempotencyKeyReusedError,
  InvalidPayloadError,
  type IdempotencyKey,
} from '../person/create';
import { activeOn, compositionHistory, type Membership } from '../person/households';
import { labelsOf } from '../person/labels';
import { birthDateSpan, type Tolerance } from '../person/name-match';
import {
  addressesOf,
  civilStatusesOf,
  findPerson,
  findPersons,
  identityOf,
  membersOfHouseholds,
  membershipsOf,
  nationalitiesOf,
  personRecord,
  relatedPerson,
  type PersonRow,
} from '../person/read';
import { searchByAddress, searchByName } from '../person/search';
import { todayInBelgium } from '../person/today';

function overlapsPeriod(membership: Membership, { vanaf, op }: { vanaf?: string; op?: string }) {
  if (op) return activeOn(membership, op);
  return !vanaf || membership.validTo === null || membership.validTo >= vanaf;
}

/** The earliest history date; 'vanaf' defaults to it. */
const earliestHistoryDate = '1901-01-01';

/**
 * One consultation of one person: the rules of the role for the call, the person (404 when the
 * source does not know them), the legal-log entry for found and not found alike, then the answer.
 */
async function consultPerson<Result>(
  context: CallContext<unknown, { insz: string }, { bron: PersonSource; reference?: string }>,
  call: CallContract,
  /** The answer about a found person; null when the source has no such data for them. */
  answer: (row: PersonRow) => Promise<Result | null>,
): Promise<Result> {
  const { insz } = context.params;
  const { bron, reference } = context.query;
  const rules = consultationRules(context, call, { reference, source: bron });
  const row = await findPerson(context.services.db, insz, bron);
  const result = row ? await answer(row) : null;
  await recordConsultation(context, rules, {
    operation: call.id,
    subjectKind: 'Insz',
    subject: insz,
    reference: reference ?? null,
    source: bron,
    outcome: !row ? 'niet gevonden' : result === null ? 'geen gegevens' : 'gevonden',
  });
  if (result === null) throw notFound(context.language);
  return result;
}

async function recordSearch(
  context: CallContext,
  rules: ConsultationRules,
  search: {
    operation: string;
    criteria: string;
    reference: string | undefined;
    source: string;
    found: number;
  },
) {
  await recordConsultation(context, rules, {
    operation: search.operation,
    subjectKind: 'PersoonsIdentificatie',
    subject: search.criteria,
    reference: search.reference ?? null,
    source: search.source,
    outcome: `${search.found} resultaten`,
  });
}

export function personApi(app: Express, services: BackendServices): void {
  const servePersonRecord = (contract: typeof getPerson | typeof getPersonDetails) =>
    serveCall(app, services, contract, async (context) => {
      const labels = await labelsOf(context.services.db);
      return consultPerson(context, contract, (row) =>
        personRecord(context.services.db, labels, row, {
          date: todayInBelgium(),
          compact: context.query.compact === 'true',
        }),
      );
    });

  // The fixed paths first: '/person/:insz/details' must not be read as a name search.
  // person/{insz}/details and person/{insz} give the same record (compact or extended).
  servePersonRecord(getPersonDetails);

  serveCall(app, services, getPersonAddresses, async (context) => {
    const labels = await labelsOf(context.services.db);
    return consultPerson(context, getPersonAddresses, async (row) => ({
      insz: row.insz,
      adressen: await addressesOf(context.services.db, labels, row.insz, {
        op: todayInBelgium(),
      }),
    }));
  });

  serveCall(app, services, getPersonHistory, async (context) => {
    const query = context.query;
    const period = query.op ? { op: query.op } : { vanaf: query.vanaf ?? earliestHistoryDate };
    const db = context.services.db;
    const labels = await labelsOf(db);
    return consultPerson(context, getPersonHistory, async (row) => {
      const [nationalities, civilStatuses, addresses, memberships] = await Promise.all([
        nationalitiesOf(db, labels, row.insz, period),
        civilStatusesOf(db, labels, row.insz, period),
        addressesOf(db, labels, row.insz, period),
        membershipsOf(db, row.insz),
      ]);
      const own = memberships
        .filter((membership) => overlapsPeriod(membership, period))
        .sort((a, b) => b.validFrom.localeCompare(a.validFrom));
      const members = await membersOfHouseholds(
        db,
        own.map((membership) => membership.householdId),
      );
      // The reference person of each membership: the household's 01 while the person was in it.
      const heads = own.map((membership) =>
        (members.get(membership.householdId) ?? []).find(
          (member) =>
            member.position === referencePosition &&
            member.validFrom <= (membership.validTo ?? '9999-12-31') &&
            (member.validTo === null || member.validTo >= membership.validFrom),
        ),
      );
      const headRows = await findPersons(
        db,
        heads.flatMap((head) => (head ? [head.insz] : [])),
      );
      return {
        persoon: identityOf(row, labels),
        vanaf: period.vanaf ?? null,
        op: period.op ?? null,
        nationaliteiten: nationalities,
        burgerlijkeStaten: civilStatuses,
        adressen: addresses,
        gezinsposities: own.map((membership, index) => {
          const head = heads[index];
          const headRow = head && head.insz !== row.insz ? headRows.get(head.insz) : undefined;
          return {
            gezin: membership.householdId,
            positie: labelled(positionLabels, membership.position),
            referentiepersoon: headRow ? relatedPerson(headRow) : null,
            datumBegin: membership.validFrom,
            datumEinde: membership.validTo,
          };
        }),
      };
    });
  });

  serveCall(app, services, getHouseholdHistory, async (context) => {
    const query = context.query;
    const period = query.op ? { op: query.op } : { vanaf: query.vanaf ?? earliestHistoryDate };
    const db = context.services.db;
    const labels = await labelsOf(db);
    return consultPerson(context, getHouseholdHistory, async (row) => {
      const memberships = await membershipsOf(db, row.insz);
      const members = await membersOfHouseholds(
        db,
        memberships.map((membership) => membership.householdId),
      );
      const compositions = compositionHistory(memberships, (id) => members.get(id) ?? [], period);
      return {
        insz: row.insz,
        vanaf: period.vanaf ?? null,
        op: period.op ?? null,
        samenstellingen: await Promise.all(
          compositions.map(async (composition) => ({
            ...(await householdAnswer(
              context,
              labels,
              composition.householdId,
              composition.from,
              composition.members,
            )),
            datumBegin: composition.from,
            datumEinde: composition.to,
          })),
        ),
      };
    });
  });

  serveCall(app, services, getHousehold, async (context) => {
    const date = context.query.op ?? todayInBelgium();
    const db = context.services.db;
    const labels = await labelsOf(db);
    return consultPerson(context, getHousehold, async (row) => {
      const own = (await membershipsOf(db, row.insz)).find((membership) =>
        activeOn(membership, date),
      );
      if (!own) return null;
      const members = (await membersOfHouseholds(db, [own.householdId])).get(own.householdId);
      return householdAnswer(
        context,
        labels,
        own.householdId,
        date,
        (members ?? []).filter((member) => activeOn(member, date)),
      );
    });
  });

  serveCall(app, services, searchPersonsByAddress, async (context) => {
    const { params, query } = context;
    const rules = consultationRules(context, searchPersonsByAddress, {
      reference: query.reference,
      source: query.bron,
    });
    const labels = await labelsOf(context.services.db);
    const result = await searchByAddress(context.services.db, labels, {
      nisCode: params.niscode,
      postcode: params.postcode,
      street: params.straat,
      houseNumber: params.huisnummer,
      box: query.busnummer,
      source: query.bron,
      paging: query,
      today: todayInBelgium(),
    });
    await recordSearch(context, rules, {
      operation: searchPersonsByAddress.id,
      criteria: [params.straat, params.huisnummer, query.busnummer, params.postcode]
        .filter(Boolean)
        .join(' '),
      reference: query.reference,
      source: query.bron,
      found: result.totaal,
    });
    return result;
  });

  serveCall(app, services, searchPersonsByName, async (context) => {
    const { params, query } = context;
    const span = birthDateSpan(params.birthdate);
    if (!span) throw invalidField(context.language, 'birthdate', 'not a date');
    const rules = consultationRules(context, searchPersonsByName, {
      reference: query.reference,
      source: query.bron,
    });
    const labels = await labelsOf(context.services.db);
    const result = await searchByName(context.services.db, labels, {
      lastName: params.lastname,
      firstName: query.voornaam,
      span,
      tolerance: Number(query.tolerantie) as Tolerance,
      sex: query.geslacht,
      nisCode: query.niscode,
      source: query.bron,
      paging: query,
      today: todayInBelgium(),
    });
    await recordSearch(context, rules, {
      operation: searchPersonsByName.id,
      criteria: [params.lastname, query.voornaam, params.birthdate].filter(Boolean).join(' '),
      reference: query.reference,
      source: query.bron,
      found: result.totaal,
    });
    return result;
  });

  // One path segment only: it never meets the searches' longer paths.
  servePersonRecord(getPerson);

  serveCall(app, services, createPersonCall, async (context) => {
    // Adding goes to the BIS register whatever sources the role may consult.
    const rules = consultationRules(context, createPersonCall, {
      reference: null,
      source: null,
    });
    let insz: string;
    try {
      insz = await createPerson(
        context.services.db,
        context.body,
        (trx, created) =>
          recordConsultation(
            context,
            rules,
            {
              operation: createPersonCall.id,
              subjectKind: 'Insz',
              subject: created,
              reference: null,
              source: 'KSZ',
              outcome: 'aangemaakt',
            },
            trx,
          ),
        creationKeyOf(context, rules.role.organisatie.code),
      );
    } catch (error) {
      if (error instanceof IdempotencyKeyReusedError) {
        throw idempotencyKeyReused(context.language);
      }
      if (!(error instanceof InvalidPayloadError)) throw error;
      throw invalidField(context.language, error.field, message(context.language, error.reason));
    }
    return { insz };
  });
}

/**
 * The create call's Idempotency-Key, for this caller acting for this organisation (the active
 * role's). A call without one is simply not deduplicated.
 */
function creationKeyOf(context: CallContext, organisationCode: string): IdempotencyKey | undefined {
  const key = idempotencyKeyOf(context);
  return key === null ? undefined : { callerSubject: context.identity.sub, organisationCode, key };
}

/** A household on a date: its members with their positions and the reference person's address. */
async function householdAnswer(
  context: CallContext,
  labels: Awaited<ReturnType<typeof labelsOf>>,
  householdId: number,
  date: string,
  members: { insz: string; position: string; validFrom: string; validTo: string | null }[],
) {
  const db = context.services.db;
  const rows = await findPersons(
    db,
    members.map((member) => member.insz),
  );
  const head = members.find((member) => member.position === '01') ?? members[0];
  const [address] = head
    ? await addressesOf(db, labels, head.insz, { op: date }, ['hoofdverblijfplaats', 'buitenland'])
    : [];
  return {
    gezin: householdId,
    datum: date,
    adres: address ?? null,
    leden: members
      .flatMap((member) => {
        const row = rows.get(member.insz);
        return row
          ? [
              {
                ...relatedPerson(row),
                positie: labelled(positionLabels, member.position),
                datumBegin: member.validFrom,
                datumEinde: member.validTo,
                overleden: row.death_date !== null && row.death_date <= date,
              },
            ]
          : [];
      })
      .sort(
        (a, b) =>
          a.positie.code.localeCompare(b.positie.code) ||
          a.geboortedatum.localeCompare(b.geboortedatum),
      ),
  };
}
