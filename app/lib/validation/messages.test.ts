import { describe, expect, it } from 'vitest';
import nl from '~/locales/nl/validation.json';

// These Dutch texts are the portal's agreed wording; they must stay word for word, case included.
describe('validation messages', () => {
  it.each([
    [nl.insz.invalid, 'Gelieve een geldig insz nummer op te geven'],
    [nl.insz.checkDigit, 'Het controlegetal klopt niet'],
    [nl.enterpriseNumber.invalid, 'Gelieve een geldig KBO nummer op te geven'],
    [nl.email.invalid, 'Gelieve een geldig e-mailadres op te geven'],
    [nl.date.future, 'Deze datum kan niet in de toekomst liggen'],
    [nl.names.surnameTooLong, 'Achternaam mag maximum 128 karakters lang zijn'],
    [nl.names.firstNameTooLong, 'Voornaam mag maximum 48 karakters lang zijn'],
    [nl.range.bothRequired, 'De twee waarden moeten ingevuld zijn'],
    [nl.range.maxBelowMin, 'Het maximum moet hoger liggen dan het minimum'],
    [nl.range.invalidYear, 'Het jaar is niet geldig'],
    [nl.multiSelect.maximumReached, 'U kunt maximum {{amount}} opties kiezen'],
    [nl.required, 'Dit veld is verplicht'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
