// @vitest-environment happy-dom
// A form with the pending guard and the submit button in a router, clicked like a user would:
// a second click while the first submission is in flight sends nothing, and the button says why.
import { Form } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { act, type FormEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/i18n-provider';
import { resources } from '~/i18n/resources';
import { useSingleSubmit } from './form-pending';
import { SubmitButton } from './submit-button';

// Tell React this environment runs its updates inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let posts: string[] = [];
let answers: (() => void)[] = [];
/** Whether the form's own checks pass (they stop the submission otherwise). */
let valid = true;

function answerAll() {
  for (const answer of answers.splice(0)) answer();
}

function Screen() {
  const submit = useSingleSubmit();
  return (
    <I18nextProvider i18n={createI18n('nl', resources.nl)}>
      <Form
        method="post"
        onSubmit={submit.guard((event: FormEvent<HTMLFormElement>) => {
          if (!valid) event.preventDefault();
        })}
      >
        <input name="naam" defaultValue="Öztürk" />
        <SubmitButton pending={submit.pending} busyLabel="Bezig met toevoegen…">
          Persoon toevoegen
        </SubmitButton>
      </Form>
      <Form method="post" action="/elders">
        <SubmitButton action="/elders">Elders</SubmitButton>
      </Form>
      {/* Follows the router alone: busy while this route's action runs. */}
      <SubmitButton>Zonder guard</SubmitButton>
    </I18nextProvider>
  );
}

const Stub = createRemixStub([
  {
    path: '/formulier',
    Component: Screen,
    action: async ({ request }) => {
      posts.push(String((await request.formData()).get('naam')));
      await new Promise<void>((resolve) => answers.push(resolve));
      return null;
    },
  },
  { path: '/elders', action: () => null },
]);

let container: HTMLElement;
let root: Root;

beforeEach(async () => {
  posts = [];
  answers = [];
  valid = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<Stub initialEntries={['/formulier']} />));
});

afterEach(async () => {
  answerAll();
  await act(async () => root.unmount());
  container.remove();
});

const buttons = () => [...container.querySelectorAll('button')];
const button = (name: string) => {
  const found = buttons().find((candidate) => candidate.textContent === name);
  if (!found) throw new Error(`no button "${name}" in ${buttons().map((b) => b.textContent)}`);
  return found;
};
const statusTexts = () =>
  [...container.querySelectorAll('[role="status"]')].map((status) => status.textContent);

async function settle() {
  for (let round = 0; round < 5; round += 1) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

describe('SubmitButton with useSingleSubmit', () => {
  it('sends the form once however often it is clicked while in flight', async () => {
    const submit = button('Persoon toevoegen');
    await act(async () => {
      submit.click();
      submit.click();
    });
    await settle();
    await act(async () => submit.click());
    await settle();
    expect(posts).toEqual(['Öztürk']);
  });

  it('says it is busy without dropping focus, and is ready again once answered', async () => {
    const submit = button('Persoon toevoegen');
    await act(async () => submit.click());
    await settle();
    expect(submit.textContent).toBe('Bezig met toevoegen…');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(statusTexts()).toContain('Bezig met toevoegen…');
    // The other form's button is not busy; the router-only button sees this route's action.
    expect(button('Elders').getAttribute('aria-disabled')).toBeNull();
    expect(buttons()[2]?.textContent).toBe('Bezig met versturen…');

    answerAll();
    await settle();
    expect(submit.textContent).toBe('Persoon toevoegen');
    expect(submit.getAttribute('aria-disabled')).toBeNull();
    expect(statusTexts().every((text) => text === '')).toBe(true);

    await act(async () => submit.click());
    await settle();
    expect(posts).toEqual(['Öztürk', 'Öztürk']);
  });

  it('stays ready when the form’s own checks stop the submission', async () => {
    valid = false;
    const submit = button('Persoon toevoegen');
    await act(async () => submit.click());
    await settle();
    expect(posts).toEqual([]);
    expect(submit.getAttribute('aria-disabled')).toBeNull();

    valid = true;
    await act(async () => submit.click());
    await settle();
    expect(posts).toEqual(['Öztürk']);
  });
});
