// The forms a page's HTML holds, as a browser would submit them: action, method, encoding, and
// the fields with the values the page gave them (hidden ones too). The generated security suites
// crawl every screen with it, so a form or field added later is probed without a new test.
import { Window } from 'happy-dom';

export interface PageField {
  name: string;
  /** 'text', 'hidden', 'select', 'textarea', 'radio', 'checkbox', 'file', 'submit', … */
  type: string;
  /** The value the page gave it; radios and checkboxes only when checked. */
  value: string | null;
  maxLength?: number;
  /** For a file input: its accept attribute. */
  accept?: string;
}

export interface PageForm {
  /** Absolute path and query the form posts (or GETs) to. */
  action: string;
  method: 'get' | 'post';
  enctype: 'application/x-www-form-urlencoded' | 'multipart/form-data';
  fields: PageField[];
  /** Every named submit button as [name, value]; `fields` holds the first, the one Enter sends. */
  submitters: [string, string][];
  /** The page the form was found on. */
  foundOn: string;
}

const window = new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    disableIframePageLoading: true,
    disableComputedStyleRendering: true,
  },
});

/** The body alone, without scripts and links: only forms and anchors are read, nothing loaded. */
function parse(html: string) {
  const content = html
    .replace(/<head[\s\S]*?<\/head>/i, '')
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*>/gi, '');
  return new window.DOMParser().parseFromString(content, 'text/html');
}

/** Every form of a page, with its fields in document order. */
export function formsOf(html: string, pageUrl: string): PageForm[] {
  const document = parse(html);
  const page = new URL(pageUrl);
  return [...document.querySelectorAll('form')].map((form) => {
    const actionAttribute = form.getAttribute('action');
    const action = new URL(actionAttribute ?? `${page.pathname}${page.search}`, page);
    const method = (form.getAttribute('method') ?? 'get').toLowerCase() === 'post' ? 'post' : 'get';
    const enctype =
      (form.getAttribute('enctype') ?? '').toLowerCase() === 'multipart/form-data'
        ? 'multipart/form-data'
        : 'application/x-www-form-urlencoded';
    const fields: PageField[] = [];
    const submitters: [string, string][] = [];
    let submitterTaken = false;
    for (const element of form.querySelectorAll('input, select, textarea, button')) {
      const name = element.getAttribute('name');
      if (!name || element.hasAttribute('disabled')) continue;
      const tag = element.tagName.toLowerCase();
      const maxLengthAttribute = element.getAttribute('maxlength');
      const maxLength = maxLengthAttribute ? Number(maxLengthAttribute) : undefined;
      if (tag === 'select') {
        const options = [...element.querySelectorAll('option')];
        const chosen = options.find((option) => option.hasAttribute('selected')) ?? options[0];
        fields.push({
          name,
          type: 'select',
          value: chosen ? (chosen.getAttribute('value') ?? chosen.textContent) : null,
        });
        continue;
      }
      if (tag === 'textarea') {
        fields.push({ name, type: 'textarea', value: element.textContent, maxLength });
        continue;
      }
      const type = (
        element.getAttribute('type') ?? (tag === 'button' ? 'submit' : 'text')
      ).toLowerCase();
      if (type === 'submit' || type === 'image') {
        submitters.push([name, element.getAttribute('value') ?? '']);
        // The first named button is the one a user's Enter key would submit with.
        if (submitterTaken) continue;
        submitterTaken = true;
        fields.push({ name, type: 'submit', value: element.getAttribute('value') ?? '' });
        continue;
      }
      if (type === 'button' || type === 'reset') continue;
      if (type === 'radio' || type === 'checkbox') {
        fields.push({
          name,
          type,
          value: element.hasAttribute('checked') ? (element.getAttribute('value') ?? 'on') : null,
        });
        continue;
      }
      if (type === 'file') {
        fields.push({ name, type, value: null, accept: element.getAttribute('accept') ?? '' });
        continue;
      }
      fields.push({ name, type, value: element.getAttribute('value') ?? '', maxLength });
    }
    return {
      action: `${action.pathname}${action.search}`,
      method,
      enctype,
      fields,
      submitters,
      foundOn: `${page.pathname}${page.search}`,
    };
  });
}

/** Links of a page to the same path with another query: the same screen's other views (tabs). */
export function sameScreenViews(html: string, pageUrl: string): string[] {
  const document = parse(html);
  const page = new URL(pageUrl);
  const views = new Set<string>();
  for (const link of document.querySelectorAll('a[href]')) {
    const target = new URL(link.getAttribute('href') ?? '', page);
    if (target.origin === page.origin && target.pathname === page.pathname && target.search) {
      views.add(`${target.pathname}${target.search}`);
    }
  }
  return [...views];
}

/**
 * The name/value pairs a browser sends for a form as the page gave it: one pair per named field,
 * radios and checkboxes only when checked, file inputs left out.
 */
export function submittedPairs(form: PageForm): [string, string][] {
  return form.fields
    .filter((field) => field.type !== 'file' && field.value !== null)
    .map((field) => [field.name, field.value ?? '']);
}

/** The distinct names a form's fields carry (a radio group counts once), files left out. */
export function fieldNames(form: PageForm): string[] {
  return [...new Set(form.fields.filter((field) => field.type !== 'file').map((f) => f.name))];
}

/** A key that is the same for the same form met on several pages (the account menu's). */
export function formSignature(form: PageForm): string {
  const path = form.action.split('?')[0];
  return [form.method, path, form.enctype, ...form.fields.map((field) => field.name).sort()].join(
    '|',
  );
}
