// The parts of a record's label/value list (`<dl className="summary-list">`) that every domain's
// detail screen shows the same way: a row, and a period of validity in the screen's language.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '~/lib/format/date-time';

export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="summary-list__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A period: 'sinds 01.02.2010', or 'van 01.02.2010 tot 03.04.2015' (both days included). */
export function PeriodText({ from, to }: { from: string; to: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {to
        ? t('period.closed', { from: formatDate(from), to: formatDate(to) })
        : t('period.open', { from: formatDate(from) })}
    </>
  );
}
