// One shipment as its screens show it: sender, recipient (with the address formatted), subject,
// 'Uw referentie', the delivery asked for, options, payment and attachments (download links),
// the status with its history as an ordered list, the track and trace while the backend gives it,
// the proof of posting when there is one, and the links to the pair's other shipment, the
// original and the resends.
import { Form, Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Shipment, ShipmentSummary } from '@contracts/document';
import { letterOptions } from '@contracts/document-codes';
import { endpointHref } from '~/endpoints';
import { localeFromPath } from '~/i18n/locale';
import { documentCodeLists } from '~/lib/code-lists/document';
import { formatAddress } from '~/lib/format/address';
import { formatDateTime } from '~/lib/format/date-time';
import { formatEnterpriseNumber } from '~/lib/format/enterprise-number';
import { formatInsz } from '~/lib/validation/insz';
import { href } from '~/routing/href';
import { CodeValue } from '~/ui/code-value';

/** A recipient's national or enterprise number in display form, after the name. */
export function RecipientNumber({ recipient }: { recipient: ShipmentSummary['ontvanger'] }) {
  if (recipient.insz) return <span className="code"> ({formatInsz(recipient.insz)})</span>;
  if (recipient.kbo)
    return <span className="code"> ({formatEnterpriseNumber(recipient.kbo)})</span>;
  return null;
}

function addressText(
  address: Shipment['ontvanger']['adres'],
  t: Parameters<typeof formatAddress>[1],
): string {
  if (!address) return '';
  return formatAddress(
    {
      straat: address.straat,
      huisnummer: address.nummer || null,
      busnummer: address.bus || null,
      postcode: address.postcode,
      gemeente: { naam: address.gemeente },
      land: { naam: address.land },
      lijnen: [],
    },
    t,
  );
}

function euros(cents: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-BE' : 'nl-BE', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

export interface ShipmentLinks {
  /** The resend screen's link, when the role may resend it. */
  resend: string | null;
}

export function ShipmentView({
  shipment,
  links,
  headingLevel = 2,
}: {
  shipment: Shipment;
  links: ShipmentLinks;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation('document');
  const { t: tc } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = shipment.id;
  const options = letterOptions.filter((option) => shipment.opties[option]);
  return (
    <article className="shipment" aria-labelledby={`shipment-${id}`}>
      <Heading id={`shipment-${id}`}>
        <CodeValue
          list={documentCodeLists.shipmentChannel}
          value={{ code: shipment.kanaal }}
          showCode={false}
        />
        {' – '}
        {shipment.onderwerp}
      </Heading>
      <dl className="detail-list">
        <dt>{t('fields.id')}</dt>
        <dd className="code">{id}</dd>
        <dt>{t('fields.sender')}</dt>
        <dd>{shipment.afzender.naam}</dd>
        <dt>{t('fields.sentBy')}</dt>
        <dd>{shipment.verzondenDoor}</dd>
        <dt>{t('fields.recipient')}</dt>
        <dd>
          {shipment.ontvanger.naam}
          <RecipientNumber recipient={shipment.ontvanger} />
          {shipment.ontvanger.email ? <div>{shipment.ontvanger.email}</div> : null}
          {shipment.ontvanger.adres ? <div>{addressText(shipment.ontvanger.adres, tc)}</div> : null}
        </dd>
        <dt>{t('fields.reference')}</dt>
        <dd>{shipment.uwReferentie ?? '–'}</dd>
        <dt>{t('fields.delivery')}</dt>
        <dd>
          <CodeValue
            list={documentCodeLists.deliveryType}
            value={{ code: shipment.gevraagdeVerzendwijze }}
            showCode={false}
          />
          {shipment.emailType ? (
            <>
              {', '}
              <CodeValue
                list={documentCodeLists.emailType}
                value={{ code: shipment.emailType }}
                showCode={false}
              />
            </>
          ) : null}
        </dd>
        <dt>{t('fields.created')}</dt>
        <dd>{formatDateTime(shipment.aangemaaktOp)}</dd>
        {shipment.kanaal === 'paper' ? (
          <>
            <dt>{t('fields.options')}</dt>
            <dd>
              {options.length === 0 ? (
                t('detail.noOptions')
              ) : (
                <ul className="plain-list">
                  {options.map((option) => (
                    <li key={option}>
                      <CodeValue
                        list={documentCodeLists.letterOption}
                        value={{ code: option }}
                        showCode={false}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </>
        ) : null}
        {shipment.betaling ? (
          <>
            <dt>{t('fields.payment')}</dt>
            <dd>
              {shipment.betaling.rekeningnummer}, {shipment.betaling.gestructureerdeMededeling}
              {shipment.betaling.bedragInCent !== null
                ? `, ${euros(shipment.betaling.bedragInCent, i18n.language)}`
                : null}
            </dd>
          </>
        ) : null}
        {shipment.bericht ? (
          <>
            <dt>{t('fields.message')}</dt>
            <dd>{shipment.bericht}</dd>
          </>
        ) : null}
      </dl>

      <Heading>{t('detail.attachments')}</Heading>
      {shipment.bijlagen.length === 0 ? (
        <p>{t('detail.noAttachments')}</p>
      ) : (
        <ul>
          {shipment.bijlagen.map((attachment) => (
            <li key={attachment.naam}>
              <a href={endpointHref('documentAttachment', { id, naam: attachment.naam })} download>
                {t('detail.download', { name: attachment.naam })}
              </a>{' '}
              ({t('detail.pages', { count: attachment.paginas })})
            </li>
          ))}
        </ul>
      )}

      {shipment.downloadLinks.length > 0 ? (
        <>
          <Heading>{t('detail.downloadLinks')}</Heading>
          <p>{t('detail.downloadLinksIntro')}</p>
          <ul>
            {shipment.downloadLinks.map((link) => (
              <li key={`${link.bijlage} ${link.geldigTot}`}>
                {t('detail.downloadLinkLine', {
                  name: link.bijlage,
                  until: formatDateTime(link.geldigTot),
                  count: link.downloads,
                })}
                {link.laatsteDownload
                  ? ` (${t('detail.downloadLinkLast', { when: formatDateTime(link.laatsteDownload) })})`
                  : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <Heading>{t('detail.status')}</Heading>
      <p>
        {t('fields.status')}:{' '}
        <strong>
          <CodeValue
            list={documentCodeLists.shipmentStatus}
            value={{ code: shipment.status }}
            showCode={false}
          />
        </strong>
      </p>
      <ol className="timeline" aria-label={t('detail.timeline')}>
        {shipment.historiek.map((event, index) => (
          <li key={`${event.status}-${index}`}>
            <CodeValue
              list={documentCodeLists.shipmentStatus}
              value={{ code: event.status }}
              showCode={false}
            />
            {' – '}
            <time dateTime={event.op}>{formatDateTime(event.op)}</time>
          </li>
        ))}
      </ol>
      <Form method="post" replace>
        <input type="hidden" name="id" value={id} />
        <button type="submit" className="button button--secondary" name="intent" value="status">
          {t('detail.refresh')}
        </button>
      </Form>
      {shipment.trackAndTrace ? (
        <p>
          <a href={shipment.trackAndTrace.url} rel="noreferrer" target="_blank">
            {t('detail.trackAndTrace', { code: shipment.trackAndTrace.code })}
          </a>
        </p>
      ) : null}
      {shipment.attestBeschikbaar ? (
        <p>
          <a href={endpointHref('documentProofOfPosting', { id })} download>
            {t('detail.proof')}
          </a>
        </p>
      ) : null}

      <ul className="link-row">
        {shipment.gekoppeldId ? (
          <>
            <li>
              <Link to={href('documentShipment', { messageId1: shipment.gekoppeldId }, locale)}>
                {t('detail.pairOther')}
              </Link>
            </li>
            <li>
              <Link
                to={href(
                  'documentShipmentPair',
                  shipment.kanaal === 'paper'
                    ? { messageId1: id, messageId2: shipment.gekoppeldId }
                    : { messageId1: shipment.gekoppeldId, messageId2: id },
                  locale,
                )}
              >
                {t('detail.pairView')}
              </Link>
            </li>
          </>
        ) : null}
        {shipment.herverzendingVan ? (
          <li>
            <Link to={href('documentShipment', { messageId1: shipment.herverzendingVan }, locale)}>
              {t('detail.original')}
            </Link>
          </li>
        ) : null}
        {shipment.herverzendingen.map((resend, index) => (
          <li key={resend}>
            <Link to={href('documentShipment', { messageId1: resend }, locale)}>
              {t('detail.resendOf', { number: index + 1 })}
            </Link>
          </li>
        ))}
        {links.resend ? (
          <li>
            <Link to={links.resend}>
              {shipment.kanaal === 'paper' ? t('detail.resendLetter') : t('detail.resendEbox')}
            </Link>
          </li>
        ) : null}
      </ul>
    </article>
  );
}
