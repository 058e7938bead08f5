// A code-list value as the source's users know it: its label in the screen's language followed by
// its code, 'Gehuwd (20)' / 'Married (20)'. A label the list has only in Dutch is marked
// lang="nl", so a screen reader on an English screen reads it as Dutch. Every domain shows code
// values through this component.
import { useTranslation } from 'react-i18next';
import { codeLabel, type CodeList, type CodeListLanguage } from '~/lib/code-lists/code-lists';

function useScreenLanguage(): CodeListLanguage {
  return useTranslation().i18n.language === 'en' ? 'en' : 'nl';
}

/** Text in the language it is written in, marked where that differs from the screen's. */
function InLanguage({ text, lang, screen }: { text: string; lang: string; screen: string }) {
  return lang === screen ? <>{text}</> : <span lang={lang}>{text}</span>;
}

export function CodeValue({
  list,
  value,
  showCode = true,
}: {
  /** The list of the value's domain (`personCodeLists.civilStatus`, ~/lib/code-lists). */
  list: CodeList;
  /** The value as the source gives it: the code and the source's (Dutch) label. */
  value: { code: string; omschrijving?: string };
  /** False where the code means nothing to a reader (a country in a place of birth). */
  showCode?: boolean;
}) {
  const locale = useScreenLanguage();
  const label = codeLabel(list, value.code, locale, value.omschrijving);
  const known = label.text !== value.code;
  return (
    <>
      <InLanguage text={label.text} lang={label.lang} screen={locale} />
      {showCode && known ? <span className="code-value__code"> ({value.code})</span> : null}
    </>
  );
}
