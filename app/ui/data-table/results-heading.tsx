// The heading above a search's results. It takes focus each time the results arrive (a search,
// another page or order, the way back to them), so a keyboard or screen-reader user lands on what
// was found, not on the button far above. Without JavaScript the results' URLs target it by
// fragment (resultsFragment) and the browser moves there.
import { useLocation } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { resultsHeadingId } from '~/page-state/url-names';

export function ResultsHeading({
  id = resultsHeadingId,
  announce = true,
  children,
}: {
  id?: string;
  /** Take focus when shown (false for a list that is not the answer to a search). */
  announce?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (announce) heading.current?.focus();
  }, [announce, key]);
  return (
    <h2 id={id} ref={heading} tabIndex={-1} className="results-heading">
      {children}
    </h2>
  );
}
