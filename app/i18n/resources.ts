// The texts of every namespace, for the server; the nl files define the keys, en must mirror them.
// Browser code never imports this module: it loads the translation files of translation-files.ts.
import enBulk from '~/locales/en/bulk.json';
import enChildBenefits from '~/locales/en/childbenefits.json';
import enCommon from '~/locales/en/common.json';
import enDocument from '~/locales/en/document.json';
import enDocumentDownload from '~/locales/en/documentdownload.json';
import enDocumentSend from '~/locales/en/documentsend.json';
import enEducation from '~/locales/en/education.json';
import enEnterprise from '~/locales/en/enterprise.json';
import enGallery from '~/locales/en/gallery.json';
import enHealthAttestation from '~/locales/en/healthattestation.json';
import enInfo from '~/locales/en/info.json';
import enLandRegistry from '~/locales/en/landregistry.json';
import enLandRegistryBulk from '~/locales/en/landregistrybulk.json';
import enLandRegistryHistory from '~/locales/en/landregistryhistory.json';
import enLandRegistrySales from '~/locales/en/landregistrysales.json';
import enLed from '~/locales/en/led.json';
import enLogging from '~/locales/en/logging.json';
import enLookup from '~/locales/en/lookup.json';
import enPerson from '~/locales/en/person.json';
import enPush from '~/locales/en/push.json';
import enReporting from '~/locales/en/reporting.json';
import enSocialSecurity from '~/locales/en/socialsecurity.json';
import enValidation from '~/locales/en/validation.json';
import enVehicle from '~/locales/en/vehicle.json';
import nlBulk from '~/locales/nl/bulk.json';
import nlChildBenefits from '~/locales/nl/childbenefits.json';
import nlCommon from '~/locales/nl/common.json';
import nlDocument from '~/locales/nl/document.json';
import nlDocumentDownload from '~/locales/nl/documentdownload.json';
import nlDocumentSend from '~/locales/nl/documentsend.json';
import nlEducation from '~/locales/nl/education.json';
import nlEnterprise from '~/locales/nl/enterprise.json';
import nlGallery from '~/locales/nl/gallery.json';
import nlHealthAttestation from '~/locales/nl/healthattestation.json';
import nlInfo from '~/locales/nl/info.json';
import nlLandRegistry from '~/locales/nl/landregistry.json';
import nlLandRegistryBulk from '~/locales/nl/landregistrybulk.json';
import nlLandRegistryHistory from '~/locales/nl/landregistryhistory.json';
import nlLandRegistrySales from '~/locales/nl/landregistrysales.json';
import nlLed from '~/locales/nl/led.json';
import nlLogging from '~/locales/nl/logging.json';
import nlLookup from '~/locales/nl/lookup.json';
import nlPerson from '~/locales/nl/person.json';
import nlPush from '~/locales/nl/push.json';
import nlReporting from '~/locales/nl/reporting.json';
import nlSocialSecurity from '~/locales/nl/socialsecurity.json';
import nlValidation from '~/locales/nl/validation.json';
import nlVehicle from '~/locales/nl/vehicle.json';
import type { Locale } from './locale';
import type { Namespace } from './namespaces';

export { defaultNamespace, namespaces, type Namespace } from './namespaces';

export const resources = {
  nl: {
    common: nlCommon,
    info: nlInfo,
    validation: nlValidation,
    lookup: nlLookup,
    gallery: nlGallery,
    person: nlPerson,
    enterprise: nlEnterprise,
    vehicle: nlVehicle,
    led: nlLed,
    bulk: nlBulk,
    education: nlEducation,
    socialsecurity: nlSocialSecurity,
    childbenefits: nlChildBenefits,
    healthattestation: nlHealthAttestation,
    landregistrybulk: nlLandRegistryBulk,
    landregistryhistory: nlLandRegistryHistory,
    landregistrysales: nlLandRegistrySales,
    documentsend: nlDocumentSend,
    document: nlDocument,
    landregistry: nlLandRegistry,
    documentdownload: nlDocumentDownload,
    logging: nlLogging,
    reporting: nlReporting,
    push: nlPush,
  },
  en: {
    common: enCommon,
    info: enInfo,
    validation: enValidation,
    lookup: enLookup,
    gallery: enGallery,
    person: enPerson,
    enterprise: enEnterprise,
    vehicle: enVehicle,
    led: enLed,
    bulk: enBulk,
    education: enEducation,
    socialsecurity: enSocialSecurity,
    childbenefits: enChildBenefits,
    healthattestation: enHealthAttestation,
    landregistrybulk: enLandRegistryBulk,
    landregistryhistory: enLandRegistryHistory,
    landregistrysales: enLandRegistrySales,
    documentsend: enDocumentSend,
    document: enDocument,
    landregistry: enLandRegistry,
    documentdownload: enDocumentDownload,
    logging: enLogging,
    reporting: enReporting,
    push: enPush,
  },
} satisfies Record<Locale, Record<Namespace, unknown>>;

export type Resources = (typeof resources)['nl'];
