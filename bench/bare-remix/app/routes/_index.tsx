// The bare app's one page: a heading and paragraphs of text, as much as the portal's privacy page
// shows, rendered on the server without loader, translations or layout.
import type { MetaFunction } from '@remix-run/node';

export const meta: MetaFunction = () => [{ title: 'Privacy' }];

const paragraphs = Array.from(
  { length: 12 },
  (_, index) =>
    `Paragraaf ${index + 1}: welke gegevens de toepassing bijhoudt, waarom, hoe lang, en bij wie u terechtkunt met een vraag over uw gegevens of om ze te laten verbeteren.`,
);

export default function Privacy() {
  return (
    <main>
      <h1>Privacy</h1>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </main>
  );
}
