// The line a printed page carries at its top: who printed it (name and profile), when, and under
// which 'Uw referentie' when the page is a consultation that has one. Only on paper.
import { useLocation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '~/lib/format/date-time';
import type { AccountSummary } from '~/page-state/account-summary';
import { readConsultation } from '~/routing/href';

export function PrintLine({
  account,
  renderedAt,
}: {
  account: AccountSummary;
  /** When the server rendered the page: the time printed without JavaScript. */
  renderedAt: string;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [printedAt, setPrintedAt] = useState(renderedAt);
  useEffect(() => setPrintedAt(renderedAt), [renderedAt]);
  useEffect(() => {
    // With JavaScript the time is the moment of printing; the page must show it before the
    // browser lays out the paper copy, hence a synchronous render.
    const update = () => flushSync(() => setPrintedAt(new Date().toISOString()));
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  const { reference } = readConsultation(new URL(`${pathname}${search}`, 'http://portal'));
  const line = [
    t('print.printedBy', {
      name: account.name,
      profile: account.activeProfile?.full ?? t('print.noProfile'),
      time: formatDateTime(printedAt),
    }),
    reference ? t('print.reference', { reference }) : null,
  ]
    .filter(Boolean)
    .join(' ');
  // The text is drawn by the print stylesheet (::before): it belongs to the paper copy only, not
  // to the page's own text, where it would repeat the user's name and the reference.
  return <p className="print-line print-only" data-print-line={line} />;
}
