// A notification's content as a phone shows it, per language: the title, the subtitle, the message
// with its formatting, the link and the image's address, with the image itself when it is one the
// organisation uploaded (`images`: its id per language). The message is HTML the server sanitised
// with the editor's allow-list (never what a browser sent as such).
import { useTranslation } from 'react-i18next';
import {
  notificationLanguages,
  type NotificationContent,
  type NotificationLanguage,
} from '@contracts/push-notification';
import { NotificationImage } from './notification-image';

export function NotificationContentView({
  content,
  images = {},
}: {
  content: NotificationContent;
  images?: Partial<Record<NotificationLanguage, string>>;
}) {
  const { t } = useTranslation('push');
  return (
    <div className="push-content">
      {notificationLanguages.map((language) => {
        const text = content[language];
        if (!text) return null;
        return (
          <section
            key={language}
            className="push-phone"
            aria-labelledby={`push-content-${language}`}
          >
            <h3 id={`push-content-${language}`} className="push-phone__language">
              {t(`languages.${language}`)}
            </h3>
            <div lang={language}>
              <p className="push-phone__title">{text.titel}</p>
              {text.subtitel ? <p className="push-phone__subtitle">{text.subtitel}</p> : null}
              <div
                className="push-phone__message"
                // Sanitised on the server with the editor's allow-list (rich-text/sanitize.ts).
                dangerouslySetInnerHTML={{ __html: text.bericht }}
              />
            </div>
            {text.url ? (
              <p className="push-phone__link">
                {t('notification.link')}: <a href={text.url}>{text.url}</a>
              </p>
            ) : null}
            {text.afbeelding ? (
              <NotificationImage
                address={text.afbeelding}
                uploadedId={images[language] ?? null}
                language={language}
              />
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
