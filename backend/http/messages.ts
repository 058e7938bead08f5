// The backend's own error texts, in the caller's language: Dutch unless Accept-Language starts
// with 'en' (docs/rules/errors.md).
const messages = {
  nl: {
    validation: 'Validatiefout',
    unauthorized: 'Niet gemachtigd om de bewerking uit te voeren.',
    sessionExpired: 'De sessie is verlopen.',
    forbidden: 'Onvoldoende rechten om de bewerking uit te voeren.',
    noActiveRole: 'Er is geen actief profiel gekozen.',
    unknownRole: 'Dit profiel hoort niet bij de aangemelde gebruiker.',
    notFound: 'Niet gevonden.',
    unexpected: 'Er is een systeemfout opgetreden.',
    referenceRequired: 'Uw referentie is verplicht voor dit profiel.',
    invalidDate: 'Deze datum bestaat niet.',
    birthYearRequired: 'Het geboortejaar is verplicht.',
    endsBeforeBegin: 'De einddatum ligt voor de begindatum.',
    inFuture: 'Deze datum kan niet in de toekomst liggen.',
    beforeBirth: 'Deze datum ligt voor de geboorte.',
    unknownPartner: 'Er is geen persoon met dit rijksregisternummer als partner gekend.',
    noNumberLeft: 'Er is voor deze geboortedatum geen BIS-nummer meer vrij.',
    idempotencyKeyInvalid: 'De Idempotency-Key moet 1 tot 200 zichtbare tekens lang zijn.',
    idempotencyKeyReused:
      'Deze aanvraag werd al eerder verstuurd met andere gegevens. Open het formulier opnieuw en verstuur het nog eens.',
    sourceNotGranted: 'Dit profiel mag deze bron niet raadplegen.',
    legalLogUnavailable:
      'De raadpleging kon niet in het juridisch register bewaard worden; er worden geen gegevens getoond.',
    invalidEnterpriseNumber: 'Gelieve een geldig KBO nummer op te geven',
    unknownEnterprise: 'Gevraagde ondernemingsnummer bestaat niet in KBO',
    noData: 'Geen gegevens gevonden voor de vraag',
    unknownPlate: 'Geen voertuig gevonden voor deze nummerplaat',
    vehicleCountryNotListed: 'Van dit land kan geen voertuig opgevraagd worden.',
    // The LED source: 40000 for no proofs or an unknown proof, 40001 for a proof changed since read.
    ledNoData: 'Geen gegevens gevonden.',
    ledProofChanged:
      'Het bewijs werd intussen gewijzigd. Open het opnieuw en annuleer het daarna nog eens.',
    // The bulk pipeline: findings on a sheet's lines, a refused send, an item's outcome.
    bulkValueMissing: 'Deze waarde ontbreekt.',
    bulkValueInvalid: 'Deze waarde is ongeldig.',
    bulkValueTooLong: 'Deze waarde is te lang.',
    bulkCodeUnknown: 'Deze code is niet gekend.',
    bulkLineUnreadable: 'Deze regel kon niet gelezen worden.',
    bulkFileHasFindings: 'Dit bestand bevat fouten en kan niet verstuurd worden',
    bulkItemFailed: 'Deze regel kon niet verwerkt worden. Probeer het later opnieuw.',
    bulkItemForbidden: 'Uw profiel mag deze regel niet opvragen.',
    ledProofRegistered: 'Het bewijs werd geregistreerd.',
    // The social security source: 30003 for a number the population does not know, and its
    // status messages: VA (a warning per provisional statute, {statuut} its name, or for the
    // living wage), DNK (information), NOK (an error).
    unknownInsz: 'Onbestaande INSZ',
    socialStatusProvisional: 'Voorlopig antwoord: het statuut {statuut} wordt nog onderzocht.',
    livingWageProvisional:
      'Voorlopig antwoord: een beslissing over het leefloon wordt nog onderzocht.',
    socialSecurityNoFile:
      'Dossier niet gekend: de Kruispuntbank van de Sociale Zekerheid heeft geen dossier voor deze persoon.',
    socialSecurityUnavailable:
      'De Kruispuntbank van de Sociale Zekerheid kon niet antwoorden voor deze persoon. Probeer het later opnieuw.',
    // The child-benefits source's status messages: VA (a warning), DNK (information), NOK (an error).
    childBenefitsProvisional:
      'Dit antwoord is voorlopig: een recht in het dossier wordt nog onderzocht.',
    childBenefitsNoFile: 'Dossier niet gekend: deze persoon heeft geen dossier in het Groeipakket.',
    childBenefitsUnavailable:
      'Het Groeipakket kon niet antwoorden: het dossier is nu niet beschikbaar. Probeer het later opnieuw.',
    // A line of a bulk lookup that found what the source pays (its result lists it).
    childBenefitsFound: 'Kindvoordelen gevonden.',
    // The health attestation source's refusals to send a document: 249, 250, 251, 252, 259.
    healthAttestationPersonNotFetched:
      'De gegevens van de persoon konden niet opgehaald worden uit het Rijksregister.',
    healthAttestationRecentlySent:
      'Het document werd minder dan 3 dagen geleden verstuurd. Het kan na ten hoogste 3 dagen opnieuw verstuurd worden.',
    healthAttestationNoAddress: 'Er is geen adres gekend waarnaar de brief verstuurd kan worden.',
    healthAttestationInvalidAddress:
      'Naar het adres van de persoon kan geen brief verstuurd worden (een adres in het buitenland of zonder huisnummer).',
    healthAttestationTryLater:
      'Het attest is opgeschort. Probeer het opnieuw wanneer de opschorting afgelopen is.',
    // The document service's refusals to send.
    documentShipmentNotFound: 'Er is geen verzending met dit id voor uw organisatie.',
    documentAttachmentRefused:
      'Deze bijlage is geen PDF die verstuurd mag worden (geen PDF, beschadigd, versleuteld of met actieve inhoud).',
    documentAttachmentNameTooLong: 'De naam van deze bijlage is langer dan 128 tekens.',
    documentAttachmentNameTwice: 'Er is al een bijlage met deze naam.',
    documentAttachmentMissing: 'De originele verzending heeft geen bijlage met deze naam.',
    documentTooManyAttachments: 'Een verzending heeft ten hoogste 6 bijlagen.',
    documentAttachmentsTooLarge: 'De bijlagen zijn samen te groot.',
    documentEboxInactive: 'De ontvanger heeft geen actieve eBox.',
    documentRecipientUnknown: 'Dit rijksregisternummer of ondernemingsnummer is niet gekend.',
    documentLookupQuota:
      'U zocht het afgelopen uur al het maximum aantal ontvangers op in het register. Probeer het later opnieuw.',
    documentResendRefused: 'Uw profiel mag deze verzending niet opnieuw versturen.',
    documentUnknownSender: 'Dit afzenderprofiel hoort niet bij uw organisatie.',
    documentPreviewFailed: 'Van dit bestand kan geen voorbeeld gemaakt worden.',
    documentListNumberInvalid: 'Geen geldig rijksregisternummer of ondernemingsnummer.',
    documentListUnreadable: 'Dit bestand kan niet gelezen worden als een lijst (csv of xlsx).',
    // The public download of a document: a wrong or unknown link, an expired one, a failed
    // captcha, a missing or used nonce, too many tries.
    downloadLinkInvalid: 'Deze link is ongeldig.',
    downloadLinkExpired: 'Deze link is verlopen.',
    downloadCaptchaFailed: 'De controle is mislukt, probeer opnieuw.',
    downloadNonceInvalid: 'Deze pagina is verlopen. Open de link opnieuw.',
    downloadTooManyTries: 'Te veel pogingen. Probeer het over enkele minuten opnieuw.',
    // The legal log's audit reports: one still being made, one whose making failed.
    auditReportNotReady: 'Het auditrapport wordt nog gemaakt. Probeer het straks opnieuw.',
    auditReportFailed: 'Het auditrapport kon niet gemaakt worden. Vraag het opnieuw aan.',
    // A report's period: before the first month the reports cover, or ending after this month.
    reportPeriodTooEarly: 'De periode kan niet beginnen voor januari 2019.',
    reportPeriodInFuture: 'De periode kan niet eindigen na de huidige maand.',
    // Push notifications: the refusals of the member and device calls, the sends, the deliveries.
    pushDeviceAlreadyRemoved: 'Dit toestel kan niet verwijderd worden: het werd al verwijderd.',
    pushDeviceLastOnboarding:
      'Dit toestel kan niet verwijderd worden: het is het laatste toestel van een lid dat nog niet bereikt werd.',
    pushMemberExists: 'Er is al een lid met dit rijksregisternummer.',
    pushMemberNotified:
      'Dit lid kan niet verwijderd worden: er werden al meldingen naar verstuurd. Verwijder zijn toestellen om verdere meldingen te stoppen.',
    pushGroupUnknown: 'Deze groep bestaat niet.',
    pushNoReachableDevices: 'Deze doelgroep heeft geen toestel dat meldingen kan ontvangen.',
    pushMessageTooLong: 'Het bericht mag maximaal 993 tekens bevatten.',
    pushMessageMedia: 'Het bericht mag geen afbeeldingen, video of scripts bevatten.',
    pushMessageEmpty: 'Het bericht is verplicht.',
    pushPhoneInvalid: 'Dit is geen geldig telefoonnummer.',
    pushDelivered: 'Afgeleverd.',
    pushFailed: 'De pushdienst kon de melding niet afleveren.',
    pushInactive: 'Het toestel is niet meer bereikbaar.',
    pushSkipped: 'Het toestel werd intussen verwijderd of geschorst.',
    // Push notifications by file: a rule across lines, the create call's refusal, a line's end.
    pushBulkMemberTwice: 'Dit rijksregisternummer staat al op een eerdere regel van het bestand.',
    pushBulkContentRequired:
      'De inhoud voor het hele bestand is verplicht: niet elke regel heeft een eigen inhoud.',
    pushBulkNotAMember: 'Er is geen lid van uw organisatie met dit rijksregisternummer.',
    pushBulkNoReachableDevice: 'Dit lid heeft geen toestel dat meldingen kan ontvangen.',
    pushBulkDelivered: 'De melding werd afgeleverd.',
    pushBulkNotDelivered: 'De melding kon op geen enkel toestel van dit lid afgeleverd worden.',
    pushImageType: 'De afbeelding moet een PNG- of JPEG-bestand zijn dat gelezen kan worden.',
    pushImageTooLarge: 'De afbeelding mag maximaal 1 MB groot zijn.',
    pushImageDimensions:
      'De afbeelding moet minstens 100 × 100 en hoogstens 4096 × 4096 pixels groot zijn.',
    pushImageMissing: 'Stuur precies één afbeelding mee.',
    filesTooLarge: 'De bestanden zijn te groot.',
    filesTooMany: 'Er zijn te veel bestanden.',
  },
  en: {
    validation: 'Validation errors.',
    unauthorized: 'Not authorized to perform the operation.',
    sessionExpired: 'The session has expired.',
    forbidden: 'Insufficient permissions to perform the operation.',
    noActiveRole: 'No active profile has been chosen.',
    unknownRole: 'This profile does not belong to the signed-in user.',
    notFound: 'Not found.',
    unexpected: 'Unexpected error.',
    referenceRequired: 'Your reference is required for this profile.',
    invalidDate: 'This date does not exist.',
    birthYearRequired: 'The year of birth is required.',
    endsBeforeBegin: 'The end date is before the start date.',
    inFuture: 'This date cannot be in the future.',
    beforeBirth: 'This date is before the birth.',
    unknownPartner: 'No person with this national register number is known as partner.',
    noNumberLeft: 'No BIS number is left for this date of birth.',
    idempotencyKeyInvalid: 'The Idempotency-Key must be 1 to 200 visible characters.',
    idempotencyKeyReused:
      'This request was sent before with other data. Open the form again and send it once more.',
    sourceNotGranted: 'This profile may not consult this source.',
    legalLogUnavailable:
      'The consultation could not be recorded in the legal log; no data is shown.',
    invalidEnterpriseNumber: 'Please enter a valid enterprise (KBO) number',
    unknownEnterprise: 'The requested enterprise number does not exist in the KBO',
    noData: 'No data found for the request',
    unknownPlate: 'No vehicle found for this number plate',
    vehicleCountryNotListed: 'No vehicle can be looked up in this country.',
    ledNoData: 'No data found.',
    ledProofChanged:
      'The proof was changed in the meantime. Open it again, then cancel it once more.',
    bulkValueMissing: 'This value is missing.',
    bulkValueInvalid: 'This value is not valid.',
    bulkValueTooLong: 'This value is too long.',
    bulkCodeUnknown: 'This code is not known.',
    bulkLineUnreadable: 'This line could not be read.',
    bulkFileHasFindings: 'This file contains errors and cannot be sent',
    bulkItemFailed: 'This line could not be processed. Try again later.',
    bulkItemForbidden: 'Your profile may not ask for this line.',
    ledProofRegistered: 'The proof was registered.',
    unknownInsz: 'Unknown national number (INSZ)',
    socialStatusProvisional: 'Provisional answer: the statute {statuut} is still being examined.',
    livingWageProvisional: 'Provisional answer: a living-wage decision is still being examined.',
    socialSecurityNoFile:
      'File not known: the Crossroads Bank for Social Security has no file for this person.',
    socialSecurityUnavailable:
      'The Crossroads Bank for Social Security could not answer for this person. Try again later.',
    childBenefitsProvisional:
      'This answer is provisional: a right in the file is still being examined.',
    childBenefitsNoFile: 'File not known: this person has no file in the Groeipakket.',
    childBenefitsUnavailable:
      'The Groeipakket could not answer: the file is not available now. Try again later.',
    childBenefitsFound: 'Child benefits found.',
    healthAttestationPersonNotFetched:
      "The person's data could not be fetched from the national register.",
    healthAttestationRecentlySent:
      'The document was sent less than 3 days ago. It can be sent again after at most 3 days.',
    healthAttestationNoAddress: 'No address is known to send the letter to.',
    healthAttestationInvalidAddress:
      "A letter cannot be sent to the person's address (an address abroad or without a house number).",
    healthAttestationTryLater:
      'The attestation is suspended. Try again once the suspension has ended.',
    documentShipmentNotFound: 'There is no shipment with this id for your organisation.',
    documentAttachmentRefused:
      'This attachment is not a PDF that may be sent (not a PDF, damaged, encrypted or with active content).',
    documentAttachmentNameTooLong: "This attachment's name is longer than 128 characters.",
    documentAttachmentNameTwice: 'There is already an attachment with this name.',
    documentAttachmentMissing: 'The original shipment has no attachment with this name.',
    documentTooManyAttachments: 'A shipment has at most 6 attachments.',
    documentAttachmentsTooLarge: 'The attachments are too large together.',
    documentEboxInactive: 'The recipient has no active eBox.',
    documentRecipientUnknown: 'This national or enterprise number is not known.',
    documentLookupQuota:
      'You looked up the most recipients in the register an hour allows. Try again later.',
    documentResendRefused: 'Your profile may not send this shipment again.',
    documentUnknownSender: 'This sender profile does not belong to your organisation.',
    documentPreviewFailed: 'No preview can be made of this file.',
    documentListNumberInvalid: 'Not a valid national or enterprise number.',
    documentListUnreadable: 'This file cannot be read as a list (csv or xlsx).',
    downloadLinkInvalid: 'This link is not valid.',
    downloadLinkExpired: 'This link has expired.',
    downloadCaptchaFailed: 'The check failed, please try again.',
    downloadNonceInvalid: 'This page has expired. Open the link again.',
    downloadTooManyTries: 'Too many attempts. Try again in a few minutes.',
    auditReportNotReady: 'The audit report is still being made. Try again shortly.',
    auditReportFailed: 'The audit report could not be made. Ask for it again.',
    reportPeriodTooEarly: 'The period cannot start before January 2019.',
    reportPeriodInFuture: 'The period cannot end after the current month.',
    pushDeviceAlreadyRemoved: 'This device cannot be removed: it was removed already.',
    pushDeviceLastOnboarding:
      'This device cannot be removed: it is the last device of a member that was not reached yet.',
    pushMemberExists: 'There is already a member with this national number.',
    pushMemberNotified:
      'This member cannot be deleted: notifications were sent to them. Remove their devices to stop further notifications.',
    pushGroupUnknown: 'This group does not exist.',
    pushNoReachableDevices: 'This audience has no device that can receive notifications.',
    pushMessageTooLong: 'The message may hold at most 993 characters.',
    pushMessageMedia: 'The message may not hold images, video or scripts.',
    pushMessageEmpty: 'The message is required.',
    pushPhoneInvalid: 'This is not a valid phone number.',
    pushDelivered: 'Delivered.',
    pushFailed: 'The push service could not deliver the notification.',
    pushInactive: 'The device can no longer be reached.',
    pushSkipped: 'The device was removed or suspended meanwhile.',
    pushBulkMemberTwice: 'This national number is on an earlier line of the file already.',
    pushBulkContentRequired:
      'The content for the whole file is required: not every line has content of its own.',
    pushBulkNotAMember: 'No member of your organisation has this national number.',
    pushBulkNoReachableDevice: 'This member has no device that can receive notifications.',
    pushBulkDelivered: 'The notification was delivered.',
    pushBulkNotDelivered: 'The notification could not be delivered to any device of this member.',
    pushImageType: 'The image must be a PNG or JPEG file that can be read.',
    pushImageTooLarge: 'The image may be at most 1 MB.',
    pushImageDimensions: 'The image must be at least 100 × 100 and at most 4096 × 4096 pixels.',
    pushImageMissing: 'Send exactly one image.',
    filesTooLarge: 'The files are too large.',
    filesTooMany: 'There are too many files.',
  },
} as const;

export type MessageKey = keyof (typeof messages)['nl'];

/** The languages the backend answers in: its texts, code labels and documents. */
export type Language = 'nl' | 'en';

export function languageOf(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'nl';
}

export function message(language: Language, key: MessageKey): string {
  return messages[language][key];
}
