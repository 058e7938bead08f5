// The land registry calls over the synthetic cadastre: parcel search and the pickers (no personal
// data), a parcel's and a partition's current ownership state and an owner's states (each a
// consultation, written to the legal log before the answer leaves, under CapaKey for a parcel and
// Insz or KboNummer for an owner, found or not; nothing is answered when that fails), and the code
// lists. Nothing found answers as the source does: 404 with 30001. A search that finds more than
// 100 partitions answers the first 100 with `afgekapt`; a state whose rights' shares do not add
// up is answered with `volledig: false`; a partition without a state, or an owner who holds none,
// answers no state rather than an error.
import type { Express } from 'express';
import {
  getCadastralNatureCodes,
  getCadastralNatures,
  getCadastreMunicipalities,
  getConstructionIndications,
  getConstructionPeriods,
  getConstructionQualities,
  getConstructionTypes,
  downloadOwnershipStates,
  getDepartments,
  getOwnershipState,
  getOwnershipStateDetail,
  getOwnershipStateDetails,
  getPlots,
  getProvinceMunicipalities,
  getProvinces,
  getRegistrationOffices,
  getRegistrationTypes,
  getSalesTypes,
  getSections,
  landRegistryErrorCodes,
  maximumPartitions,
  partitionOfId,
  searchOwnershipStates,
  searchParcels,
  type Parcel,
  type Party,
  type PartitionDetail,
} from '@contracts/land-registry';
import {
  cadastralNatures,
  constructionIndications,
  constructionPeriods,
  constructionQualities,
  constructionTypes,
  incomeDigitCodes,
  landRegistryProvinces,
  registrationOffices,
  registrationTypes,
  salesTypes,
} from '@contracts/land-registry-codes';
import type { CodeLabels } from '@contracts/person-codes';
import { CallError, serveCall, type BackendServices, type CallContext } from '../http/call';
import { ownersWorkbook } from '../land-registry/owners-workbook';
import {
  cadastreMunicipalities,
  codeListOf,
  codeOf,
  currentStates,
  divisionsOf,
  municipalitiesOfProvince,
  ownerEnterprise,
  ownerPerson,
  partitionsById,
  partitionsOfCapakey,
  partitionsOfOwner,
  plotsOf,
  readParcel,
  searchPartitions,
  sectionsOf,
} from '../land-registry/read';
import { consultationRules, recordConsultation } from '../legal-log/consultation';

const notFoundTexts = {
  parcel: { nl: 'Geen perceel gevonden', en: 'No parcel found' },
  owner: { nl: 'Geen eigenaar gevonden met dit nummer', en: 'No owner found with this number' },
} as const;

function nothingFound(language: 'nl' | 'en', what: keyof typeof notFoundTexts): CallError {
  return new CallError(404, {
    code: landRegistryErrorCodes.notFound,
    message: notFoundTexts[what][language],
    errors: [],
  });
}

/**
 * The partitions asked for by id (each once, in the order asked) with their parcel data and
 * current state, and the ids that name none. Read before anything is logged, so that every
 * capakey's entry says whether it was found.
 */
async function partitionDetails(
  context: CallContext<unknown, unknown, unknown>,
  ids: readonly string[],
): Promise<{ found: PartitionDetail[]; missing: string[]; capakeys: Map<string, boolean> }> {
  const db = context.services.db;
  const found: PartitionDetail[] = [];
  const missing: string[] = [];
  const capakeys = new Map<string, boolean>();
  const parcels: Parcel[] = [];
  for (const id of [...new Set(ids)]) {
    // The schema has checked every id's form.
    const { capakey, partition } = partitionOfId(id) ?? { capakey: '', partition: '' };
    const parcel = await readParcel(db, capakey, partition, context.language);
    capakeys.set(capakey, (capakeys.get(capakey) ?? false) || parcel !== null);
    if (parcel) parcels.push(parcel);
    else missing.push(id);
  }
  const states = await currentStates(
    db,
    parcels.map((parcel) => parcel.id),
    context.language,
  );
  for (const perceel of parcels) {
    found.push({ perceel, eigendomstoestand: states.get(perceel.id) ?? null });
  }
  return { found, missing, capakeys };
}

export function landRegistryApi(app: Express, services: BackendServices): void {
  serveCall(app, services, searchParcels, async (context) => {
    const page = await searchPartitions(context.services.db, context.query, context.language);
    if (page.totaal === 0) throw nothingFound(context.language, 'parcel');
    return page;
  });

  serveCall(app, services, getOwnershipState, async (context) => {
    const { capakey, bron, reference } = context.query;
    const rules = consultationRules(context, getOwnershipState, { reference, source: bron });
    const db = context.services.db;
    const partitions = await partitionsOfCapakey(db, capakey, context.language);
    const states = await currentStates(
      db,
      partitions.map((partition) => partition.id),
      context.language,
    );
    await recordConsultation(context, rules, {
      operation: getOwnershipState.id,
      subjectKind: 'CapaKey',
      subject: capakey,
      reference: reference ?? null,
      source: bron,
      outcome: partitions.length > 0 ? 'gevonden' : 'niet gevonden',
    });
    if (partitions.length === 0) throw nothingFound(context.language, 'parcel');
    return {
      capakey,
      partities: partitions.map((perceel) => ({
        perceel,
        eigendomstoestand: states.get(perceel.id) ?? null,
      })),
    };
  });

  serveCall(app, services, getOwnershipStateDetail, async (context) => {
    const { perceelPartitieId, bron, reference } = context.query;
    const rules = consultationRules(context, getOwnershipStateDetail, { reference, source: bron });
    // The schema has checked the id's form.
    const { capakey, partition } = partitionOfId(perceelPartitieId) ?? {
      capakey: '',
      partition: '',
    };
    const db = context.services.db;
    const perceel = await readParcel(db, capakey, partition, context.language);
    const states = perceel ? await currentStates(db, [perceel.id], context.language) : new Map();
    await recordConsultation(context, rules, {
      operation: getOwnershipStateDetail.id,
      subjectKind: 'CapaKey',
      subject: capakey,
      reference: reference ?? null,
      source: bron,
      outcome: perceel ? 'gevonden' : 'niet gevonden',
    });
    if (!perceel) throw nothingFound(context.language, 'parcel');
    return { perceel, eigendomstoestand: states.get(perceel.id) ?? null };
  });

  // Several partitions at once: the same consultation as the GET call, one entry per capakey.
  serveCall(app, services, getOwnershipStateDetails, async (context) => {
    const { perceelPartitieIds, bron, reference } = context.body;
    const rules = consultationRules(context, getOwnershipStateDetails, { reference, source: bron });
    const { found, missing, capakeys } = await partitionDetails(context, perceelPartitieIds);
    for (const [capakey, known] of capakeys) {
      await recordConsultation(context, rules, {
        operation: getOwnershipStateDetail.id,
        subjectKind: 'CapaKey',
        subject: capakey,
        reference: reference ?? null,
        source: bron,
        outcome: known ? 'gevonden' : 'niet gevonden',
      });
    }
    if (found.length === 0) throw nothingFound(context.language, 'parcel');
    return { partities: found, nietGevonden: missing };
  });

  // The owners as a workbook: an ownership consultation, one entry per capakey before it leaves.
  serveCall(app, services, downloadOwnershipStates, async (context) => {
    const { perceelPartitieIds, bron, reference } = context.body;
    const rules = consultationRules(context, downloadOwnershipStates, { reference, source: bron });
    const { found, capakeys } = await partitionDetails(context, perceelPartitieIds);
    for (const [capakey, known] of capakeys) {
      await recordConsultation(context, rules, {
        operation: downloadOwnershipStates.id,
        subjectKind: 'CapaKey',
        subject: capakey,
        reference: reference ?? null,
        source: bron,
        outcome: known ? 'gevonden' : 'niet gevonden',
      });
    }
    if (found.length === 0) throw nothingFound(context.language, 'parcel');
    return ownersWorkbook(found, context.language);
  });

  serveCall(app, services, searchOwnershipStates, async (context) => {
    const { insz, ondernemingsnummer, bron, reference } = context.query;
    const rules = consultationRules(context, searchOwnershipStates, { reference, source: bron });
    const db = context.services.db;
    // The owner as the registers know them: a person of the population or an enterprise.
    let owner: Party | null = null;
    if (insz !== undefined) {
      const person = await ownerPerson(db, insz);
      if (person) {
        owner = {
          partijId: 'P1',
          soort: 'persoon',
          insz: person.insz,
          naam: `${person.first_names.join(' ')} ${person.last_name}`,
          geboortedatum: person.birth_date,
        };
      }
    } else if (ondernemingsnummer !== undefined) {
      const enterprise = await ownerEnterprise(db, ondernemingsnummer);
      if (enterprise) {
        owner = {
          partijId: 'P1',
          soort: 'onderneming',
          ondernemingsnummer: enterprise.enterprise_number,
          naam: enterprise.official_name,
        };
      }
    }
    const ids = owner
      ? await partitionsOfOwner(
          db,
          insz !== undefined ? { insz } : { enterprise: ondernemingsnummer ?? '' },
        )
      : [];
    const shown = ids.slice(0, maximumPartitions);
    const [partitions, states] = await Promise.all([
      partitionsById(db, shown, context.language),
      currentStates(db, shown, context.language),
    ]);
    await recordConsultation(context, rules, {
      operation: searchOwnershipStates.id,
      subjectKind: insz !== undefined ? 'Insz' : 'KboNummer',
      subject: insz ?? ondernemingsnummer ?? '',
      reference: reference ?? null,
      source: bron,
      outcome: !owner ? 'niet gevonden' : ids.length > 0 ? 'gevonden' : 'geen eigendomstoestanden',
    });
    if (!owner) throw nothingFound(context.language, 'owner');
    return {
      eigenaar: owner,
      resultaten: partitions.flatMap((perceel) => {
        const state = states.get(perceel.id);
        return state ? [{ perceel, eigendomstoestand: state }] : [];
      }),
      totaal: ids.length,
      afgekapt: ids.length > maximumPartitions,
    };
  });

  const list =
    (labels: Readonly<Record<string, CodeLabels>>) => async (context: { language: 'nl' | 'en' }) =>
      codeListOf(labels, context.language);

  serveCall(app, services, getProvinces, list(landRegistryProvinces));
  serveCall(app, services, getProvinceMunicipalities, async (context) => {
    const province = landRegistryProvinces[context.query.provincieNIS];
    if (!province) return [];
    const rows = await municipalitiesOfProvince(context.services.db, province.municipalities);
    return rows.map((row) => ({ code: row.nis_code, omschrijving: row.name_nl }));
  });
  serveCall(app, services, getRegistrationTypes, list(registrationTypes));
  serveCall(app, services, getCadastralNatures, list(cadastralNatures));
  serveCall(app, services, getConstructionIndications, list(constructionIndications));
  serveCall(app, services, getConstructionPeriods, async (context) =>
    Object.entries(constructionPeriods).map(([code, period]) => ({
      ...codeOf(constructionPeriods, code, context.language),
      van: period.from,
      tot: period.to,
    })),
  );
  serveCall(app, services, getConstructionTypes, list(constructionTypes));
  serveCall(app, services, getConstructionQualities, list(constructionQualities));
  serveCall(app, services, getCadastralNatureCodes, list(incomeDigitCodes));
  serveCall(app, services, getRegistrationOffices, list(registrationOffices));
  serveCall(app, services, getSalesTypes, list(salesTypes));

  serveCall(app, services, getCadastreMunicipalities, async (context) => {
    const rows = await cadastreMunicipalities(context.services.db);
    return rows.map((row) => ({ nisCode: row.nis_code, naam: row.name_nl }));
  });
  serveCall(app, services, getDepartments, async (context) => {
    const rows = await divisionsOf(context.services.db, context.query.gemeente);
    return rows.map((row) => ({ code: row.code, naam: row.name }));
  });
  serveCall(app, services, getSections, async (context) => {
    const rows = await sectionsOf(context.services.db, context.query.afdeling);
    return rows.map((row) => ({ sectie: row.section }));
  });
  serveCall(app, services, getPlots, async (context) => {
    const rows = await plotsOf(context.services.db, context.query.afdeling, context.query.sectie);
    return rows.map((row) => ({
      perceelnummer: `${row.radical}/${row.bis}${row.exponent}${row.power}`,
      capakey: row.capakey,
    }));
  });
}
