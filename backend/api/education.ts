// The education call over the synthetic education source: a person's enrolment history. Every
// answer is a consultation: it is written to the legal log before the data leaves, and not sent
// if that fails. A person the population does not know is not found; a person without
// enrolments gets an empty history, with the source's 30101 for every part it asked.
import type { Express } from 'express';
import {
  educationSource,
  enrolmentSources,
  getEnrolmentHistory,
  noDataCode,
  type Enrolment,
  type EnrolmentHistory,
  type EnrolmentSource,
} from '@contracts/education';
import {
  adultResultCodes,
  adultStatusCodes,
  contractCodes,
  educationTypeCodes,
  higherStatusCodes,
  institutionKindCodes,
  leavingReasonCodes,
  levelCodes,
  programmeKindCodes,
  programmeTypeCodes,
  trackCodes,
} from '@contracts/education-codes';
import type { CodeLabels } from '@contracts/person-codes';
import type {
  AdultDetails,
  CompulsoryDetails,
  HigherDetails,
  InstitutionKind,
} from '../education/generate';
import { enrolledPerson, enrolmentsOf } from '../education/read';
import { notFound, serveCall, type BackendServices } from '../http/call';
import { consultationRules, recordConsultation } from '../legal-log/consultation';

/** The source's own database behind each part, as its answers name it. */
const origins: Record<EnrolmentSource, string> = { LP: 'Disci', VWO: 'DVNCI', HO: 'DHO2' };

const noDataText = 'Geen gegevens gevonden voor de vraag';

function code<Code extends string>(list: Readonly<Record<string, CodeLabels>>, value: Code) {
  return { code: value, omschrijving: list[value]?.nl ?? value };
}

export function educationApi(app: Express, services: BackendServices): void {
  serveCall(app, services, getEnrolmentHistory, async (context) => {
    const { insz, reference, periode, bronnen } = context.body;
    const db = context.services.db;
    const rules = consultationRules(context, getEnrolmentHistory, {
      reference,
      source: educationSource,
    });
    const person = await enrolledPerson(db, insz);
    const asked = enrolmentSources.filter((source) => !bronnen || bronnen.includes(source));
    const rows = person ? await enrolmentsOf(db, insz, asked, periode) : [];
    await recordConsultation(context, rules, {
      operation: getEnrolmentHistory.id,
      subjectKind: 'Insz',
      subject: insz,
      reference: reference ?? null,
      source: educationSource,
      outcome: !person ? 'niet gevonden' : rows.length === 0 ? 'geen gegevens' : 'gevonden',
    });
    if (!person) throw notFound(context.language);

    const enrolments: Enrolment[] = rows.map((row) => {
      const base = {
        referte: row.reference,
        instelling: {
          instellingsnummer: row.number,
          officieleNaam: row.name,
          instantie: code(institutionKindCodes, row.kind as InstitutionKind),
          adres: {
            straat: row.street,
            huisnummer: row.house_number,
            postcode: row.postcode,
            gemeente: row.municipality,
          },
          contact: { telefoonnummer: row.phone, email: row.email, website: row.website },
        },
        datumBegin: row.start_date,
        datumEinde: row.end_date,
      };
      if (row.source === 'LP') {
        const details = row.details as unknown as CompulsoryDetails;
        return {
          bron: 'LP',
          ...base,
          leerplichtOnderwijs: {
            soortProgramma: code(programmeTypeCodes, details.soortProgramma),
            datumInschrijving: details.datumInschrijving,
            schooljaar: details.schooljaar,
            administratieveGroep: {
              naam: details.groep,
              niveau: code(levelCodes, details.niveau),
              soortOnderwijs: code(educationTypeCodes, details.soortOnderwijs),
            },
            uitschrijving: details.aanleiding
              ? { aanleiding: code(leavingReasonCodes, details.aanleiding) }
              : null,
          },
        };
      }
      if (row.source === 'VWO') {
        const details = row.details as unknown as AdultDetails;
        return {
          bron: 'VWO',
          ...base,
          volwassenenonderwijs: {
            status: code(adultStatusCodes, details.status),
            datumInschrijving: details.datumInschrijving,
            datumUitschrijving: details.datumUitschrijving,
            opleiding: { ...details.opleiding, traject: code(trackCodes, details.traject) },
            resultaat: details.resultaat ? code(adultResultCodes, details.resultaat) : null,
          },
        };
      }
      const details = row.details as unknown as HigherDetails;
      return {
        bron: 'HO',
        ...base,
        hogerOnderwijs: {
          academiejaar: details.academiejaar,
          status: code(higherStatusCodes, details.status),
          datumInschrijving: details.datumInschrijving,
          opleiding: {
            code: details.opleiding.code,
            volledigeNaam: details.opleiding.volledigeNaam,
            soort: code(programmeKindCodes, details.opleiding.soort),
          },
          soortContract: code(contractCodes, details.soortContract),
          studiepunten: { opgenomen: details.opgenomen, verworven: details.verworven },
        },
      };
    });
    // Per part of the source in its order (LP, VWO, HO), newest first within each.
    const ordered = asked.flatMap((source) =>
      enrolments.filter((enrolment) => enrolment.bron === source),
    );
    const answer: EnrolmentHistory = {
      insz: person.insz,
      persoon: {
        naam: { achternaam: person.last_name, voornamen: person.first_names },
        geboortedatum: person.birth_date,
      },
      bronnen: asked,
      inschrijvingen: ordered,
      uitzonderingen: asked
        .filter((source) => !ordered.some((enrolment) => enrolment.bron === source))
        .map((source) => ({
          bron: source,
          oorsprong: origins[source],
          code: noDataCode,
          diagnose: noDataText,
        })),
    };
    return answer;
  });
}
