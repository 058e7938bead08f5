// The social security search: the form kit's GET search form to the social security screen, so
// the question and its answer live in the URL (Back shows them again), also without JavaScript.
// The statutes are the source's configured ones, in its order and with its labels; the date is
// one reference date or a period (without JavaScript both stay visible and the server reads the
// one chosen); the living wage is a question of its own, offered only while its toggle is on.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialStatusConfiguration } from '@contracts/social-security';
import { formatInsz } from '~/lib/validation/insz';
import { InszField } from '~/ui/form/insz-field';
import { RadioGroupField } from '~/ui/form/radio-group';
import {
  SearchForm,
  useSearchForm,
  type SearchField,
  type SearchFormFrame,
} from '~/ui/form/search-form';
import { useHydrated } from '~/ui/use-hydrated';
import { CheckboxGroup, checkboxId } from '~/ui/widgets/checkbox-group';
import { DatePickerField } from '~/ui/widgets/date-picker';
import type { SocialSecurityCapabilities } from './capabilities';
import {
  dateChoices,
  livingWageAsked,
  socialSecurityFields as names,
  type DateChoice,
} from './search-fields';

/** What the form shows again: the values of the search it answered, or of the refused link. */
export interface SocialSecurityFormValues {
  insz?: string;
  statutes?: readonly string[];
  dateChoice?: string;
  date?: string;
  from?: string;
  until?: string;
  livingWage?: boolean;
  reference: string;
}

/** The social security search; `action` is the social security screen's path. */
export function SocialSecuritySearchForm({
  capabilities,
  configuration,
  values,
  ...frame
}: SearchFormFrame & {
  capabilities: SocialSecurityCapabilities;
  configuration: SocialStatusConfiguration | null;
  values: SocialSecurityFormValues;
}) {
  const { t, i18n } = useTranslation('socialsecurity');
  const hydrated = useHydrated();
  const locale = i18n.language === 'en' ? 'en' : 'nl';
  const initialChoice: DateChoice = values.dateChoice === 'periode' ? 'periode' : 'datum';
  const [choice, setChoice] = useState<DateChoice>(initialChoice);
  const [form, fields] = useSearchForm(frame, {
    id: 'social-security-search',
    schema: () =>
      import('./search-schema').then((rules) => rules.socialSecuritySearchSchema(capabilities)),
    toResults: true,
    defaultValue: {
      [names.insz]: values.insz ? formatInsz(values.insz) : '',
      [names.statutes]: [...(values.statutes ?? [])],
      [names.dateChoice]: initialChoice,
      [names.date]: values.date ?? '',
      [names.from]: values.from ?? '',
      [names.until]: values.until ?? '',
      [names.livingWage]: values.livingWage ? [livingWageAsked] : [],
      [names.source]: capabilities.statuses.sources[0] ?? capabilities.livingWage.sources[0],
      [names.reference]: values.reference,
    },
  });
  const statutes = configuration?.statuten ?? [];
  const maximum = configuration?.maximumPerVraag ?? statutes.length;
  const summary: SearchField<(typeof names)[keyof typeof names]>[] = [
    { name: names.insz, label: t('search.insz') },
    ...(capabilities.mayAskStatuses
      ? [
          {
            name: names.statutes,
            label: t('search.statutes'),
            target: statutes[0] ? checkboxId(fields.statuut.id, statutes[0].naam) : undefined,
          },
        ]
      : []),
    ...(choice === 'datum'
      ? [{ name: names.date, label: t('search.date') }]
      : [
          { name: names.from, label: t('search.from') },
          { name: names.until, label: t('search.until') },
        ]),
  ];
  const sources = capabilities.mayAskStatuses
    ? capabilities.statuses.sources
    : capabilities.livingWage.sources;

  return (
    <SearchForm
      form={form}
      fields={summary}
      source={{ meta: fields.bron, sources }}
      reference={{ meta: fields.referentie, required: capabilities.referenceRequired }}
    >
      <InszField meta={fields.insz} label={t('search.insz')} hint={t('search.inszHint')} />
      {capabilities.mayAskStatuses ? (
        <CheckboxGroup
          meta={fields.statuut}
          legend={t('search.statutes')}
          hint={t('search.statutesHint', { count: maximum })}
          options={statutes.map((statute) => ({
            value: statute.naam,
            label: `${statute.omschrijving[locale]} (${statute.naam})`,
          }))}
        />
      ) : null}
      {capabilities.mayAskLivingWage ? (
        <CheckboxGroup
          meta={fields.leefloon}
          legend={t('search.livingWage')}
          hint={t('search.livingWageHint')}
          options={[{ value: livingWageAsked, label: t('search.livingWageOption') }]}
        />
      ) : null}
      <RadioGroupField
        meta={fields.datumkeuze}
        legend={t('search.dateChoice')}
        options={dateChoices.map((value) => ({ value, label: t(`search.choice.${value}`) }))}
        checked={initialChoice}
        onChoose={setChoice}
      />
      <div hidden={hydrated && choice !== 'datum'}>
        <DatePickerField
          meta={fields.datum}
          label={t('search.date')}
          hint={t('search.dateHint')}
          min="01.01.1900"
          notInFuture
        />
      </div>
      <div hidden={hydrated && choice !== 'periode'}>
        <DatePickerField
          meta={fields.van}
          label={t('search.from')}
          hint={t('search.periodHint')}
          required={choice === 'periode'}
          min="01.01.1900"
          notInFuture
        />
        <DatePickerField
          meta={fields.tot}
          label={t('search.until')}
          hint={t('search.periodHint')}
          required={choice === 'periode'}
          min="01.01.1900"
        />
      </div>
    </SearchForm>
  );
}
