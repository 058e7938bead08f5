// The notification's content as a form: a tab per language (Dutch required; French, German and
// English optional, whole or empty), each with the title, the subtitle, the message in the
// rich-text editor (993 characters of text), the link, and the image as an https address or as a
// JPEG or PNG file to upload (the server uploads it and puts its address in the address field);
// beside it a live preview of the chosen language as a phone shows it, with the image itself when
// it is one the organisation uploaded (any other address is shown as text: no third-party image
// is loaded). Without JavaScript the languages are
// shown one after the other, the message is a text area, and there is no live preview: the
// confirmation step shows the server's. Field names are `nl.titel`, `fr.bericht`, … (the content
// rules: content-schema.ts; the server's reading of the messages: content-form.server.ts).
//
// Use: a conform form whose fields include the four languages (`ContentFormInput`), then
// `<ContentFields fields={{ nl: fields.nl, fr: fields.fr, de: fields.de, en: fields.en }} />`
// inside it; the error summary's entries for the content come from `contentErrorEntries`.
import type { FieldMetadata } from '@conform-to/react';
import { useCallback, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  notificationLanguages,
  pushLimits,
  type NotificationContent,
  type NotificationLanguage,
} from '@contracts/push-notification';
import { formatSize } from '~/lib/validation/files';
import type { FormErrors } from '~/page-state/parse-form';
import { describedByIds, LabelledField } from '~/ui/form/field-group';
import { TextField } from '~/ui/form/text-field';
import { useHydrated } from '~/ui/use-hydrated';
import { RichTextEditor, richTextFormatField } from '~/ui/widgets/rich-text-editor';
import { Tabs } from '~/ui/widgets/tabs';
import type { RichTextFormat } from '../../../rich-text/rules';
import {
  contentFieldNames,
  imageFields,
  uploadedImageId,
  type ContentFieldName,
} from './content-schema';
import { NotificationImage } from './notification-image';

/** One language's fields as the form holds them (the message's format beside it). */
export interface ContentLanguageInput {
  titel: string;
  subtitel: string;
  bericht: string;
  berichtFormat: string;
  url: string;
  afbeelding: string;
  afbeeldingBestand: string;
  afbeeldingId: string;
}

/** The content part of a form's input. */
export type ContentFormInput = Record<NotificationLanguage, ContentLanguageInput>;

type LanguageMeta = FieldMetadata<ContentLanguageInput, Record<string, unknown>, FormErrors>;

/** What the preview shows of one language, as typed so far. */
interface PreviewText {
  titel: string;
  subtitel: string;
  bericht: string;
  format: RichTextFormat;
  url: string;
  afbeelding: string;
  /** The uploaded image's id the form carries (the image is shown while the address is its). */
  afbeeldingId: string;
}

function formatOf(value: unknown): RichTextFormat {
  return value === 'text' ? 'text' : 'html';
}

function startingPreview(meta: LanguageMeta): PreviewText {
  const fields = meta.getFieldset();
  const value = (name: ContentFieldName) => String(fields[name].initialValue ?? '');
  return {
    titel: value('titel'),
    subtitel: value('subtitel'),
    bericht: value('bericht'),
    format: formatOf(fields.berichtFormat.initialValue),
    url: value('url'),
    afbeelding: value('afbeelding'),
    afbeeldingId: String(fields.afbeeldingId.initialValue ?? ''),
  };
}

/** The names of a language's fields that can hold an error, in the form's order. */
const errorFieldNames = [...contentFieldNames, imageFields.file] as const;

/** The error summary's entries of the content, language by language, in the form's order. */
export function contentErrorEntries(fields: Record<NotificationLanguage, LanguageMeta>) {
  return notificationLanguages.flatMap((language) => {
    const fieldset = fields[language].getFieldset();
    return errorFieldNames.map((name) => ({
      targetId: fieldset[name].id,
      errors: fieldset[name].errors,
      field: `${language}.${name}`,
    }));
  });
}

/** The labels the error summary names the content's fields by: "Titel (Frans)". */
export function useContentFieldLabels(): Record<string, { label: string }> {
  const { t } = useTranslation('push');
  return Object.fromEntries(
    notificationLanguages.flatMap((language) =>
      errorFieldNames.map((name) => [
        `${language}.${name}`,
        {
          label: t('compose.fieldInLanguage', {
            field: t(`compose.fields.${name}`),
            language: t(`languages.${language}`),
          }),
        },
      ]),
    ),
  );
}

function hasErrors(meta: LanguageMeta): boolean {
  const fieldset = meta.getFieldset();
  return errorFieldNames.some((name) => (fieldset[name].errors?.length ?? 0) > 0);
}

function isFilled(text: PreviewText): boolean {
  return [text.titel, text.subtitel, text.bericht, text.url, text.afbeelding].some(
    (value) => value.trim() !== '',
  );
}

function LanguageFields({
  language,
  meta,
  onChange,
}: {
  language: NotificationLanguage;
  meta: LanguageMeta;
  onChange: (language: NotificationLanguage, change: Partial<PreviewText>) => void;
}) {
  const { t } = useTranslation('push');
  const fields = meta.getFieldset();
  const required = language === 'nl';
  const languageName = t(`languages.${language}`);
  return (
    <div
      lang={language}
      onInput={(event) => {
        const target = event.target as HTMLInputElement;
        const name = target.name.slice(language.length + 1);
        if (name === 'titel' || name === 'subtitel' || name === 'url' || name === 'afbeelding') {
          onChange(language, { [name]: target.value });
        }
      }}
    >
      <p className="hint">
        {required ? t('compose.requiredLanguage') : t('compose.optionalLanguage')}
      </p>
      <TextField
        meta={fields.titel}
        label={t('compose.fieldInLanguage', {
          field: t('compose.fields.titel'),
          language: languageName,
        })}
        hint={t('compose.titleHint', { max: pushLimits.title })}
        required={required}
        autoComplete="off"
      />
      <TextField
        meta={fields.subtitel}
        label={t('compose.fieldInLanguage', {
          field: t('compose.fields.subtitel'),
          language: languageName,
        })}
        hint={t('compose.subtitleHint', { max: pushLimits.subtitle })}
        autoComplete="off"
      />
      <RichTextEditor
        field={{
          id: fields.bericht.id,
          name: fields.bericht.name,
          descriptionId: fields.bericht.descriptionId,
          errorId: fields.bericht.errorId,
          errors: fields.bericht.errors,
        }}
        label={t('compose.fieldInLanguage', {
          field: t('compose.fields.bericht'),
          language: languageName,
        })}
        hint={t('compose.messageHint', { max: pushLimits.messageCharacters })}
        required={required}
        defaultValue={String(fields.bericht.initialValue ?? '')}
        defaultFormat={formatOf(fields.berichtFormat.initialValue)}
        onChange={(bericht, format) => onChange(language, { bericht, format })}
      />
      <TextField
        meta={fields.url}
        label={t('compose.fieldInLanguage', {
          field: t('compose.fields.url'),
          language: languageName,
        })}
        hint={t('compose.urlHint')}
        type="text"
        autoComplete="url"
        inputMode="url"
        spellCheck={false}
      />
      <TextField
        meta={fields.afbeelding}
        label={t('compose.fieldInLanguage', {
          field: t('compose.fields.afbeelding'),
          language: languageName,
        })}
        hint={t('compose.imageHint')}
        type="text"
        autoComplete="off"
        inputMode="url"
        spellCheck={false}
      />
      <LabelledField
        meta={fields.afbeeldingBestand}
        label={t('compose.fieldInLanguage', {
          field: t('compose.fields.afbeeldingBestand'),
          language: languageName,
        })}
        hint={t('compose.imageFileHint', {
          size: formatSize(pushLimits.imageBytes),
          min: pushLimits.imageMinSide,
          max: pushLimits.imageMaxSide,
        })}
      >
        <input
          id={fields.afbeeldingBestand.id}
          name={fields.afbeeldingBestand.name}
          type="file"
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          aria-invalid={fields.afbeeldingBestand.errors ? true : undefined}
          aria-describedby={describedByIds(fields.afbeeldingBestand, true)}
        />
      </LabelledField>
      <input
        type="hidden"
        name={fields.afbeeldingId.name}
        defaultValue={String(fields.afbeeldingId.initialValue ?? '')}
      />
    </div>
  );
}

/** The message as the preview shows it: the editor's HTML, or typed text with its line breaks. */
function PreviewMessage({ text }: { text: PreviewText }): ReactNode {
  if (text.format === 'text') {
    return <div className="push-phone__message push-phone__message--text">{text.bericht}</div>;
  }
  return (
    <div
      className="push-phone__message"
      // The editor's own HTML, serialised from its schema (paragraphs, bold, italic, lists and
      // links to allowed addresses): nothing else can be in it. The server sanitises what is sent.
      dangerouslySetInnerHTML={{ __html: text.bericht }}
    />
  );
}

function Preview({ language, text }: { language: NotificationLanguage; text: PreviewText }) {
  const { t } = useTranslation('push');
  return (
    <aside className="push-preview" aria-labelledby="push-preview-heading">
      <h2 id="push-preview-heading" className="h3">
        {t('compose.preview', { language: t(`languages.${language}`) })}
      </h2>
      <div className="push-phone" lang={language}>
        {isFilled(text) ? (
          <>
            <p className="push-phone__title">{text.titel || t('compose.previewNoTitle')}</p>
            {text.subtitel ? <p className="push-phone__subtitle">{text.subtitel}</p> : null}
            <PreviewMessage text={text} />
            {text.url ? (
              <p className="push-phone__link">
                {t('notification.link')}: {text.url}
              </p>
            ) : null}
            {text.afbeelding ? (
              <NotificationImage
                address={text.afbeelding}
                uploadedId={uploadedImageId(text.afbeelding, text.afbeeldingId)}
                language={language}
              />
            ) : null}
          </>
        ) : (
          <p className="push-phone__empty">{t('compose.previewEmpty')}</p>
        )}
      </div>
    </aside>
  );
}

/**
 * What the preview shows, kept outside React's state: a keystroke in one language updates the
 * preview alone, not the form's four panels and their editors.
 */
function previewStore(initial: Record<NotificationLanguage, PreviewText>) {
  let texts = initial;
  const listeners = new Set<() => void>();
  return {
    get: (language: NotificationLanguage) => texts[language],
    update(language: NotificationLanguage, change: Partial<PreviewText>) {
      texts = { ...texts, [language]: { ...texts[language], ...change } };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
type PreviewStore = ReturnType<typeof previewStore>;

function LivePreview({ store, language }: { store: PreviewStore; language: NotificationLanguage }) {
  const text = useSyncExternalStore(
    store.subscribe,
    () => store.get(language),
    () => store.get(language),
  );
  return <Preview language={language} text={text} />;
}

export function ContentFields({ fields }: { fields: Record<NotificationLanguage, LanguageMeta> }) {
  const { t } = useTranslation('push');
  const hydrated = useHydrated();
  const [store] = useState(() =>
    previewStore(
      Object.fromEntries(
        notificationLanguages.map((language) => [language, startingPreview(fields[language])]),
      ) as Record<NotificationLanguage, PreviewText>,
    ),
  );
  // Which languages hold something, for the tabs' markers: changes only when one fills or empties.
  const [filled, setFilled] = useState(
    () =>
      Object.fromEntries(
        notificationLanguages.map((language) => [language, isFilled(store.get(language))]),
      ) as Record<NotificationLanguage, boolean>,
  );
  const onChange = useCallback(
    (language: NotificationLanguage, change: Partial<PreviewText>) => {
      store.update(language, change);
      const now = isFilled(store.get(language));
      setFilled((current) =>
        current[language] === now ? current : { ...current, [language]: now },
      );
    },
    [store],
  );
  const withErrors = notificationLanguages.filter((language) => hasErrors(fields[language]));
  const [chosen, setChosen] = useState<NotificationLanguage>('nl');
  // After a refused post, the first language with an error is the one shown.
  const errorsKey = withErrors.join(',');
  const [shownErrorsOf, setShownErrorsOf] = useState('');
  if (errorsKey !== shownErrorsOf) {
    setShownErrorsOf(errorsKey);
    if (withErrors[0]) setChosen(withErrors[0]);
  }

  const marker = (language: NotificationLanguage) => {
    if (withErrors.includes(language)) return t('compose.tabError');
    if (language === 'nl') return t('compose.tabRequired');
    return filled[language] ? t('compose.tabFilled') : undefined;
  };

  return (
    <div className="push-compose">
      <fieldset className="push-compose__content">
        <legend className="h2">{t('compose.content')}</legend>
        <Tabs
          label={t('compose.languages')}
          selected={chosen}
          onSelect={setChosen}
          tabs={notificationLanguages.map((language) => ({
            key: language,
            label: t(`languages.${language}`),
            marker: marker(language),
            panel: (
              <LanguageFields language={language} meta={fields[language]} onChange={onChange} />
            ),
          }))}
        />
      </fieldset>
      {hydrated ? <LivePreview store={store} language={chosen} /> : null}
    </div>
  );
}

/**
 * Hidden fields that carry a content read by the server to the next step's form, with the ids of
 * the languages' uploaded images.
 */
export function ContentHiddenFields({
  values,
  images,
}: {
  values: NotificationContent;
  images: Partial<Record<NotificationLanguage, string>>;
}) {
  return (
    <>
      {notificationLanguages.flatMap((language) => {
        const text = values[language];
        if (!text) return [];
        return [
          ...contentFieldNames.map((name) => (
            <input
              key={`${language}.${name}`}
              type="hidden"
              name={`${language}.${name}`}
              value={text[name] ?? ''}
            />
          )),
          ...(images[language]
            ? [
                <input
                  key={`${language}.${imageFields.id}`}
                  type="hidden"
                  name={`${language}.${imageFields.id}`}
                  value={images[language]}
                />,
              ]
            : []),
          <input
            key={`${language}.format`}
            type="hidden"
            name={richTextFormatField(`${language}.bericht`)}
            value="html"
          />,
        ];
      })}
    </>
  );
}
