// A notification's image as a phone shows it: the image itself when it is one the organisation
// uploaded (served by the portal from the backend), and its address as text; any other address
// is shown as text only, so no page loads an image from a third party.
import { useTranslation } from 'react-i18next';
import type { NotificationLanguage } from '@contracts/push-notification';
import { endpointHref } from '~/endpoints';

/**
 * The notification's image: shown itself when it is the organisation's upload (served by the
 * portal), else its address as text.
 */
export function NotificationImage({
  address,
  uploadedId,
  language,
}: {
  address: string;
  uploadedId: string | null;
  language: NotificationLanguage;
}) {
  const { t } = useTranslation('push');
  return (
    <div className="push-phone__image">
      {uploadedId ? (
        <img
          src={endpointHref('pushImage', { id: uploadedId })}
          alt={t('compose.imageAlt', { language: t(`languages.${language}`) })}
        />
      ) : null}
      <p>
        {t('notification.image')}: {address}
      </p>
    </div>
  );
}
