// The health attestation calls over the synthetic health attestation source: searching a person's
// covid certificates, a certificate's blocks, making and downloading its document, sending it by
// letter (one certificate, or a person's latest), recreating a person's certificates, the one-dose
// rule, and the covid test prescription codes (CTPC): search, blocks and document. Every call that
// answers or acts on personal data is a consultation: its legal-log entry is written before the
// answer leaves (for a change in the same transaction as the change), and nothing is answered or
// changed when that fails. A document that cannot be sent is refused with the source's code
// (249 person not in the register, 250 sent less than three days ago, 251 no address, 252 an
// address that takes no letter, 259 suspended), the request recorded with it, and nothing sent.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Express } from 'express';
import type { Kysely } from 'kysely';
import {
  downloadAttestationDocument,
  downloadCtpcDocument,
  generateAttestationDocument,
  generateCtpcDocument,
  getAttestationBlocks,
  getCtpcBlocks,
  getOneDoseRequired,
  healthAttestationErrorCodes,
  healthAttestationPermissions,
  healthAttestationSource,
  recreateAttestations,
  searchAttestations,
  searchCtpc,
  sendDocumentRequest,
  sendLatestAttestation,
  setOneDoseRequired,
  type AttestationBlocks,
  type AttestationDocument,
  type AttestationRow,
  type CtpcRow,
  type HealthAttestationErrorCode,
  type OneDoseRequired,
  type SentDocument,
} from '@contracts/health-attestation';
import { vaccineProducts, type VaccineProduct } from '@contracts/health-attestation-codes';
import type { FileAnswer } from '@contracts/http';
import type { Database } from '../db/schema';
import { renderAttestationPdf } from '../health-attestation/document';
import {
  attestationDocument,
  covidDisease,
  ctpcDocument,
  verificationCode,
  type CtpcDocumentFacts,
  type MadeDocument,
} from '../health-attestation/document-input';
import { attestationIssuer } from '../health-attestation/generate';
import {
  addressee,
  attestationById,
  attestationsOfCtpc,
  ctpcById,
  latestActiveAttestation,
  lockedAttestationsOf,
  oneDoseFlag,
  registeredPerson,
  searchAttestationRows,
  searchCtpcRows,
  sendingsOf,
  storedDocument,
  type DocumentKind,
  type StoredAttestation,
} from '../health-attestation/read';
import { sendRefusal, seededCode, uvciOf } from '../health-attestation/rules';
import {
  insertAttestations,
  markSent,
  recordSending,
  revokeAttestationsOf,
  setOneDoseFlag,
  storeDocument,
} from '../health-attestation/store';
import {
  CallError,
  notFound,
  serveCall,
  type BackendServices,
  type CallContext,
} from '../http/call';
import { message, type MessageKey } from '../http/messages';
import {
  consultationRules,
  recordConsultation,
  type Consultation,
  type ConsultationRules,
} from '../legal-log/consultation';
import { todayInBelgium } from '../person/today';
import { Random } from '../population/random';

type Executor = Kysely<Database>;

/** The status and message of each refusal to send. */
const refusals: Record<HealthAttestationErrorCode, { status: number; key: MessageKey }> = {
  249: { status: 502, key: 'healthAttestationPersonNotFetched' },
  250: { status: 409, key: 'healthAttestationRecentlySent' },
  251: { status: 422, key: 'healthAttestationNoAddress' },
  252: { status: 422, key: 'healthAttestationInvalidAddress' },
  259: { status: 503, key: 'healthAttestationTryLater' },
};

function refused(
  language: 'nl' | 'en',
  code: HealthAttestationErrorCode,
  suspendedUntil: string | null = null,
): CallError {
  const { status, key } = refusals[code];
  // A suspension's last day: try again from the day after.
  const retryAfter: Record<string, string> =
    code === healthAttestationErrorCodes.tryLater && suspendedUntil
      ? {
          'Retry-After': new Date(
            Date.parse(`${suspendedUntil}T00:00:00Z`) + 86_400_000,
          ).toUTCString(),
        }
      : {};
  return new CallError(status, { code, message: message(language, key), errors: [] }, retryAfter);
}

const isoText = (value: Date | string) => new Date(value).toISOString();
function rowOf(row: StoredAttestation): AttestationRow {
  return {
    id: row.id,
    issued: isoText(row.issued),
    changed: isoText(row.changed),
    insz: row.insz,
    firstName: row.first_name,
    lastName: row.last_name,
    birthdate: row.birthdate,
    zipCode: row.zip_code,
    type: row.type,
    state: row.state,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    ctpc: row.ctpc_code,
    telephone: row.telephone,
    sentOn: row.sent_on ? isoText(row.sent_on) : null,
    suspendedUntil: row.suspended_until,
    cstValidUntil: row.cst_valid_until,
  };
}

function entry(
  operation: string,
  subject: { insz: string } | { criteria: string },
  reference: string | undefined,
  outcome: string,
): Consultation {
  return {
    operation,
    subjectKind: 'insz' in subject ? 'Insz' : 'PersoonsIdentificatie',
    subject: 'insz' in subject ? subject.insz : subject.criteria,
    reference: reference ?? null,
    source: healthAttestationSource,
    outcome,
  };
}

/** A prescription's subject in the legal log: the person's number, else who it names. */
function ctpcSubject(row: {
  insz: string | null;
  last_name: string;
  first_name: string;
  birthdate: string;
}) {
  return row.insz !== null
    ? { insz: row.insz }
    : { criteria: `${row.last_name} ${row.first_name} ${row.birthdate}` };
}

/** How many doses complete the person's vaccination with this product. */
function totalDosesOf(product: string | null, oneDoseRequired: boolean): number | null {
  if (product === null) return null;
  return oneDoseRequired ? 1 : (vaccineProducts[product as VaccineProduct]?.doses ?? 1);
}

function documentOf(row: {
  file_name: string;
  generated_at: Date;
  verification_code: string;
  content: Uint8Array;
}): AttestationDocument {
  return {
    fileName: row.file_name,
    generatedAt: isoText(row.generated_at),
    verificationCode: row.verification_code,
    size: row.content.byteLength,
  };
}

/** The signing key's identifier of a certificate: that of the year it was issued in. */
function keyIdOf(issued: Date): string {
  return createHash('sha256')
    .update(`health-attestation-dsc-${issued.getUTCFullYear()}`)
    .digest()
    .subarray(0, 8)
    .toString('base64');
}

function ctpcRowOf(row: CtpcDocumentFacts & { id: string }): CtpcRow {
  return {
    id: row.id,
    code: row.code,
    firstName: row.first_name,
    lastName: row.last_name,
    birthdate: row.birthdate,
    phoneNumber: row.phone,
    insz: row.insz,
    createdAt: isoText(row.created_at),
    validUntil: row.valid_until,
  };
}

/** The role's rules for a consultation of the source (the reference, the source itself). */
function rulesFor(
  context: CallContext,
  contract: Parameters<typeof consultationRules>[1],
  reference: string | undefined,
): ConsultationRules {
  return consultationRules(context, contract, { reference, source: healthAttestationSource });
}

/** A certificate or a prescription a document is made of: its id and its legal-log subject. */
interface DocumentSubject {
  id: string;
  logged: { insz: string } | { criteria: string };
}

/**
 * Makes a document of a certificate or a prescription, stores it as its latest and answers what
 * it is; the legal-log entry in the same transaction as the document. 404 for an unknown id.
 */
async function makeDocument(
  context: CallContext<{ reference?: string | undefined }, unknown, unknown>,
  contract: typeof generateAttestationDocument | typeof generateCtpcDocument,
  kind: DocumentKind,
  find: (
    db: Executor,
  ) => Promise<
    (DocumentSubject & { build: (code: string, generatedAt: Date) => MadeDocument }) | null
  >,
): Promise<AttestationDocument> {
  const { reference } = context.body;
  const rules = rulesFor(context, contract, reference);
  const db = context.services.db;
  const subject = await find(db);
  if (!subject) throw notFound(context.language);
  const generatedAt = new Date();
  const code = verificationCode(context.services.hashSecret, kind, subject.id, generatedAt);
  const made = subject.build(code, generatedAt);
  const content = await renderAttestationPdf(made.input);
  return db.transaction().execute(async (trx) => {
    await storeDocument(trx, kind, subject.id, {
      fileName: made.fileName,
      generatedAt,
      code,
      content,
    });
    await recordConsultation(
      context,
      rules,
      entry(contract.id, subject.logged, reference, 'document gemaakt'),
      trx,
    );
    return documentOf({
      file_name: made.fileName,
      generated_at: generatedAt,
      verification_code: code,
      content,
    });
  });
}

/** The latest document made of a certificate or a prescription; 404 when none was made yet. */
async function downloadDocument(
  context: CallContext<unknown, unknown, { reference?: string | undefined }>,
  contract: typeof downloadAttestationDocument | typeof downloadCtpcDocument,
  kind: DocumentKind,
  find: (db: Executor) => Promise<DocumentSubject | null>,
): Promise<FileAnswer> {
  const { reference } = context.query;
  const rules = rulesFor(context, contract, reference);
  const db = context.services.db;
  const subject = await find(db);
  if (!subject) throw notFound(context.language);
  const document = await storedDocument(db, kind, subject.id);
  await recordConsultation(
    context,
    rules,
    entry(
      contract.id,
      subject.logged,
      reference,
      document ? 'document gedownload' : 'geen document',
    ),
  );
  if (!document) throw notFound(context.language);
  return { fileName: document.file_name, contentType: 'application/pdf', body: document.content };
}

type SendContext = CallContext<{ reference?: string | undefined }, unknown, unknown>;

/**
 * Sends a certificate's document by letter, or refuses with the source's code: in one
 * transaction with the certificate locked, so two requests at once cannot both send; the request
 * and its legal-log entry are kept either way.
 */
async function send(
  context: SendContext,
  rules: ConsultationRules,
  operation: string,
  find: (trx: Executor) => Promise<StoredAttestation | undefined>,
  whenMissing: { insz: string } | null,
): Promise<SentDocument> {
  const reference = context.body.reference;
  const organisation = rules.role.organisatie.naam;
  const outcome = await context.services.db.transaction().execute(async (trx) => {
    const found = await find(trx);
    if (!found) {
      if (whenMissing) {
        await recordConsultation(
          context,
          rules,
          entry(operation, whenMissing, reference, 'niet gevonden'),
          trx,
        );
      }
      return null;
    }
    // The lock: a second request for the same certificate waits here and then finds it sent.
    const attestation = (await attestationById(trx, found.id, true)) ?? found;
    const now = new Date();
    const today = todayInBelgium();
    const { person, address } = await addressee(trx, attestation.insz, today);
    const refusal = sendRefusal(
      { suspended_until: attestation.suspended_until, sent_on: attestation.sent_on },
      { registered: person !== null, address },
      { now, today },
    );
    const referenceId = randomUUID();
    await recordSending(trx, {
      reference_id: referenceId,
      attestation_id: attestation.id,
      insz: attestation.insz,
      channel: 'PAPER',
      requested_at: now,
      error_code: refusal,
      organisation,
    });
    if (refusal === null) await markSent(trx, attestation.id, now);
    await recordConsultation(
      context,
      rules,
      entry(
        operation,
        { insz: attestation.insz },
        reference,
        refusal === null ? 'verzonden' : `niet verzonden (${refusal})`,
      ),
      trx,
    );
    return { attestation, refusal, referenceId, now };
  });
  if (!outcome) throw notFound(context.language);
  if (outcome.refusal !== null) {
    throw refused(context.language, outcome.refusal, outcome.attestation.suspended_until);
  }
  return {
    attestationId: outcome.attestation.id,
    referenceId: outcome.referenceId,
    sentOn: outcome.now.toISOString(),
    channel: 'PAPER',
  };
}

/** The person of the one-dose rule: 404 with the source's 249 when the register does not know them. */
function personNotFetched(language: 'nl' | 'en'): CallError {
  return new CallError(404, {
    code: healthAttestationErrorCodes.personNotFetched,
    message: message(language, 'healthAttestationPersonNotFetched'),
    errors: [],
  });
}

async function oneDoseAnswer(
  db: Executor,
  person: { insz: string; first_names: string[]; last_name: string },
): Promise<OneDoseRequired> {
  const flag = await oneDoseFlag(db, person.insz);
  return {
    insz: person.insz,
    firstName: person.first_names.join(' '),
    lastName: person.last_name,
    isRequired: flag?.is_required ?? false,
    changedAt: flag ? isoText(flag.changed_at) : null,
    changedBy: flag?.changed_by ?? null,
  };
}

export function healthAttestationApi(app: Express, services: BackendServices): void {
  serveCall(app, services, searchAttestations, async (context) => {
    const search = context.body;
    const rules = rulesFor(context, searchAttestations, search.reference);
    const db = context.services.db;
    const today = todayInBelgium();
    const { rows, window } = await searchAttestationRows(db, search, today);
    await recordConsultation(
      context,
      rules,
      entry(
        searchAttestations.id,
        search.searchMode === 'INSZ'
          ? { insz: search.insz ?? '' }
          : { criteria: [search.lastName, search.firstName, search.birthdate].join(' ') },
        search.reference,
        `${window.totaal} resultaten`,
      ),
    );
    return { resultaten: rows.map(rowOf), totaal: window.totaal, afgekapt: window.afgekapt };
  });

  serveCall(app, services, getAttestationBlocks, async (context) => {
    const { reference } = context.query;
    const rules = rulesFor(context, getAttestationBlocks, reference);
    const db = context.services.db;
    const row = await attestationById(db, context.params.id);
    if (!row) throw notFound(context.language);
    const [flag, document, sendings] = await Promise.all([
      oneDoseFlag(db, row.insz),
      storedDocument(db, 'ATTESTATION', row.id),
      sendingsOf(db, row.id),
    ]);
    const oneDoseRequired = flag?.is_required ?? false;
    const granted = new Set(context.activeRole?.permissions.map((permission) => permission.naam));
    const metadata = healthAttestationPermissions.metadata.some((permission) =>
      granted.has(permission),
    );
    const product = row.vaccine_product as VaccineProduct | null;
    const blocks: AttestationBlocks = {
      attestation: rowOf(row),
      person: {
        insz: row.insz,
        firstName: row.first_name,
        lastName: row.last_name,
        birthdate: row.birthdate,
        oneDoseRequired,
      },
      vaccination:
        row.type === 'vac' && product
          ? {
              product,
              manufacturer: vaccineProducts[product]?.manufacturer ?? '',
              doseNumber: row.dose_number ?? 1,
              totalDoses: totalDosesOf(product, oneDoseRequired) ?? 1,
              vaccinatedOn: row.vaccinated_on ?? row.valid_from,
              country: row.country,
            }
          : null,
      test:
        row.type === 'tst'
          ? {
              testType: row.test_type ?? '',
              result: row.test_result ?? '',
              sampledAt: isoText(row.sampled_at ?? row.issued),
              testCentre: row.test_centre ?? '',
              country: row.country,
            }
          : null,
      recovery:
        row.type === 'rec'
          ? { firstPositiveOn: row.first_positive_on ?? row.valid_from, country: row.country }
          : null,
      technical: metadata
        ? {
            uvci: row.uvci,
            issuer: attestationIssuer,
            keyId: keyIdOf(new Date(row.issued)),
            disease: covidDisease,
          }
        : null,
      document: document ? documentOf(document) : null,
      sendings: sendings.map((sending) => ({
        referenceId: sending.reference_id,
        requestedAt: isoText(sending.requested_at),
        channel: sending.channel,
        errorCode: sending.error_code,
        organisation: sending.organisation,
      })),
      history: [...row.history]
        .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
        .map((event) => ({ at: isoText(event.at), event: event.event })),
    };
    await recordConsultation(
      context,
      rules,
      entry(getAttestationBlocks.id, { insz: row.insz }, reference, 'gevonden'),
    );
    return blocks;
  });

  serveCall(app, services, generateAttestationDocument, (context) =>
    makeDocument(context, generateAttestationDocument, 'ATTESTATION', async (db) => {
      const row = await attestationById(db, context.params.id);
      if (!row) return null;
      const flag = await oneDoseFlag(db, row.insz);
      return {
        id: row.id,
        logged: { insz: row.insz },
        build: (code, generatedAt) =>
          attestationDocument(row, {
            language: context.language,
            code,
            generatedAt,
            totalDoses: totalDosesOf(row.vaccine_product, flag?.is_required ?? false),
          }),
      };
    }),
  );

  serveCall(app, services, downloadAttestationDocument, (context) =>
    downloadDocument(context, downloadAttestationDocument, 'ATTESTATION', async (db) => {
      const row = await attestationById(db, context.params.id);
      return row ? { id: row.id, logged: { insz: row.insz } } : null;
    }),
  );

  serveCall(app, services, sendDocumentRequest, async (context) => {
    const rules = rulesFor(context, sendDocumentRequest, context.body.reference);
    return send(
      context,
      rules,
      sendDocumentRequest.id,
      (trx) => attestationById(trx, context.params.id),
      null,
    );
  });

  serveCall(app, services, sendLatestAttestation, async (context) => {
    const { insz, type, reference } = context.body;
    const rules = rulesFor(context, sendLatestAttestation, reference);
    return send(
      context,
      rules,
      sendLatestAttestation.id,
      (trx) => latestActiveAttestation(trx, insz, type),
      { insz },
    );
  });

  serveCall(app, services, recreateAttestations, async (context) => {
    const { insz } = context.params;
    const { revokeCertificates, reference } = context.body;
    const rules = rulesFor(context, recreateAttestations, reference);
    const outcome = await context.services.db.transaction().execute(async (trx) => {
      const existing = await lockedAttestationsOf(trx, insz);
      if (existing.length === 0) {
        const known = await registeredPerson(trx, insz);
        if (!known) {
          await recordConsultation(
            context,
            rules,
            entry(recreateAttestations.id, { insz }, reference, 'niet gevonden'),
            trx,
          );
          return null;
        }
      }
      const now = new Date();
      const at = now.toISOString();
      // The latest certificate of each fact says what the new one certifies.
      const facts = new Map<string, StoredAttestation>();
      for (const row of existing) facts.set(row.fact_id, row);
      const random = new Random(randomBytes(16).toString('hex'));
      const created = [...facts.values()].map((row) => {
        const { id: _id, history: _history, ...fact } = row;
        return {
          ...fact,
          id: randomUUID(),
          state: 'ACTIVE' as const,
          suspended_until: null,
          issued: now,
          changed: now,
          sent_on: null,
          uvci: uvciOf(seededCode(random, 26)),
          history: [{ at, event: 'RECREATED' as const }],
        };
      });
      const revoked = revokeCertificates ? await revokeAttestationsOf(trx, insz, now) : 0;
      await insertAttestations(trx, created);
      await recordConsultation(
        context,
        rules,
        entry(
          recreateAttestations.id,
          { insz },
          reference,
          `${created.length} aangemaakt, ${revoked} ingetrokken`,
        ),
        trx,
      );
      return { created: created.map((row) => rowOf(row as unknown as StoredAttestation)), revoked };
    });
    if (!outcome) throw notFound(context.language);
    return { insz, ...outcome };
  });

  serveCall(app, services, getOneDoseRequired, async (context) => {
    const { insz } = context.params;
    const { reference } = context.query;
    const rules = rulesFor(context, getOneDoseRequired, reference);
    const db = context.services.db;
    const person = await registeredPerson(db, insz);
    await recordConsultation(
      context,
      rules,
      entry(getOneDoseRequired.id, { insz }, reference, person ? 'gevonden' : 'niet gevonden'),
    );
    if (!person) throw personNotFetched(context.language);
    return oneDoseAnswer(db, person);
  });

  serveCall(app, services, setOneDoseRequired, async (context) => {
    const { insz } = context.params;
    const { isRequired, reference } = context.body;
    const rules = rulesFor(context, setOneDoseRequired, reference);
    const answer = await context.services.db.transaction().execute(async (trx) => {
      const person = await registeredPerson(trx, insz);
      if (person) {
        await setOneDoseFlag(trx, insz, {
          is_required: isRequired,
          changed_at: new Date(),
          changed_by: rules.role.organisatie.naam,
        });
      }
      await recordConsultation(
        context,
        rules,
        entry(
          setOneDoseRequired.id,
          { insz },
          reference,
          person ? `gezet op ${isRequired ? 'ja' : 'nee'}` : 'niet gevonden',
        ),
        trx,
      );
      return person ? oneDoseAnswer(trx, person) : null;
    });
    if (!answer) throw personNotFetched(context.language);
    return answer;
  });

  serveCall(app, services, searchCtpc, async (context) => {
    const search = context.body;
    const rules = rulesFor(context, searchCtpc, search.reference);
    const db = context.services.db;
    const { rows, window } = await searchCtpcRows(db, search);
    const criteria = [
      search.covidTestPrescriptionCode,
      search.phoneNumber,
      search.lastName,
      search.firstName,
      search.birthdate,
    ]
      .filter((value) => value !== undefined)
      .join(' ');
    await recordConsultation(
      context,
      rules,
      entry(searchCtpc.id, { criteria }, search.reference, `${window.totaal} resultaten`),
    );
    return { resultaten: rows.map(ctpcRowOf), totaal: window.totaal, afgekapt: window.afgekapt };
  });

  serveCall(app, services, getCtpcBlocks, async (context) => {
    const { reference } = context.query;
    const rules = rulesFor(context, getCtpcBlocks, reference);
    const db = context.services.db;
    const row = await ctpcById(db, context.params.id);
    if (!row) throw notFound(context.language);
    const [tests, document] = await Promise.all([
      attestationsOfCtpc(db, row.code),
      storedDocument(db, 'CTPC', row.id),
    ]);
    await recordConsultation(
      context,
      rules,
      entry(getCtpcBlocks.id, ctpcSubject(row), reference, 'gevonden'),
    );
    return {
      ctpc: ctpcRowOf(row),
      prescriber: row.prescriber,
      tests: tests.map(rowOf),
      document: document ? documentOf(document) : null,
    };
  });

  serveCall(app, services, generateCtpcDocument, (context) =>
    makeDocument(context, generateCtpcDocument, 'CTPC', async (db) => {
      const row = await ctpcById(db, context.params.id);
      if (!row) return null;
      return {
        id: row.id,
        logged: ctpcSubject(row),
        build: (code, generatedAt) =>
          ctpcDocument(row, { language: context.language, code, generatedAt }),
      };
    }),
  );

  serveCall(app, services, downloadCtpcDocument, (context) =>
    downloadDocument(context, downloadCtpcDocument, 'CTPC', async (db) => {
      const row = await ctpcById(db, context.params.id);
      return row ? { id: row.id, logged: ctpcSubject(row) } : null;
    }),
  );
}
