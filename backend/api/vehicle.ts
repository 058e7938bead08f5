// The vehicle calls over the synthetic registers: a Belgian vehicle by its plate (DIV) and a
// foreign one by its country and plate (EUCARIS). A vehicle names its holder, a person: every
// lookup is a consultation, written to the legal log (subject kind Nrplaat) before the answer
// leaves, for found and not found alike, and nothing is sent if that fails. An unknown plate
// answers as the source does: 404 with 30002 'Geen voertuig gevonden voor deze nummerplaat'.
import type { Express } from 'express';
import {
  getBelgianVehicle,
  getForeignVehicle,
  vehicleCountryCodes,
  vehicleErrorCodes,
} from '@contracts/vehicle';
import { CallError, invalidField, serveCall, type BackendServices } from '../http/call';
import { message } from '../http/messages';
import { consultationRules, recordConsultation } from '../legal-log/consultation';
import { todayInBelgium } from '../person/today';
import { findBelgianVehicle, findForeignVehicle } from '../vehicle/read';

function unknownPlate(language: 'nl' | 'en'): CallError {
  return new CallError(404, {
    code: vehicleErrorCodes.unknownPlate,
    message: message(language, 'unknownPlate'),
    errors: [],
  });
}

export function vehicleApi(app: Express, services: BackendServices): void {
  serveCall(app, services, getBelgianVehicle, async (context) => {
    const { nummerplaat, datum, bron, reference } = context.query;
    const rules = consultationRules(context, getBelgianVehicle, { reference, source: bron });
    const vehicle = await findBelgianVehicle(
      context.services.db,
      nummerplaat,
      datum ?? todayInBelgium(),
    );
    await recordConsultation(context, rules, {
      operation: getBelgianVehicle.id,
      subjectKind: 'Nrplaat',
      subject: nummerplaat,
      reference: reference ?? null,
      source: bron,
      outcome: vehicle ? 'gevonden' : 'niet gevonden',
    });
    if (!vehicle) throw unknownPlate(context.language);
    return vehicle;
  });

  serveCall(app, services, getForeignVehicle, async (context) => {
    const { land, nummerplaat1, nummerplaat2, datum, bron, reference } = context.query;
    const rules = consultationRules(context, getForeignVehicle, { reference, source: bron });
    // Only the registers Belgium shares vehicle data with can be asked (the mobility list).
    if (!(vehicleCountryCodes as readonly string[]).includes(land)) {
      throw invalidField(
        context.language,
        'land',
        message(context.language, 'vehicleCountryNotListed'),
      );
    }
    const vehicle = await findForeignVehicle(
      context.services.db,
      { country: land, plate1: nummerplaat1, plate2: nummerplaat2 },
      datum ?? todayInBelgium(),
    );
    // The subject is the country and the plate, with the second plate when one was asked.
    await recordConsultation(context, rules, {
      operation: getForeignVehicle.id,
      subjectKind: 'Nrplaat',
      subject: `${land}:${nummerplaat1}${nummerplaat2 === undefined ? '' : `/${nummerplaat2}`}`,
      reference: reference ?? null,
      source: bron,
      outcome: vehicle ? 'gevonden' : 'niet gevonden',
    });
    if (!vehicle) throw unknownPlate(context.language);
    return vehicle;
  });
}
