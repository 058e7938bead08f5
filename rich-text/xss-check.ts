// Test support, not product code: whether sanitised HTML holds anything a browser could run,
// read with an HTML parser (htmlparser2, the parser sanitize-html itself reads with) rather than
// with patterns. Clean HTML has only the editor's elements, attributes only on links (an href,
// rel and target), links only to web pages and mail addresses, and no comments, CDATA, processing
// instructions or declarations. The schemes are listed here, not taken from rules.ts, so that a
// scheme added there by mistake is caught here.
import { decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';
import { allowedTags } from './rules';

const elements = new Set<string>(allowedTags);
const linkAttributes = new Set(['href', 'rel', 'target']);
const safeSchemes = ['http:', 'https:', 'mailto:'];

/**
 * An href as a URL parser could read it: entities decoded (a second time too, against double
 * encoding), without whitespace, control and invisible format characters anywhere, in lower case.
 */
function readableHref(value: string): string {
  return decodeHTML(value)
    .replace(/[\s\p{Cc}\p{Cf}]/gu, '')
    .toLowerCase();
}

/** What in the HTML could run or load something; empty when there is nothing. */
export function executableFindings(html: string): string[] {
  const findings: string[] = [];
  let element = '';
  const parser = new Parser(
    {
      onopentagname(name) {
        element = name;
        if (!elements.has(name)) findings.push(`element <${name}>`);
      },
      // Every attribute as written, a repeated one too (a browser keeps the first).
      onattribute(name, value) {
        if (element !== 'a' || !linkAttributes.has(name)) {
          findings.push(`attribute ${name} on <${element}>`);
          return;
        }
        if (name !== 'href') return;
        const href = readableHref(value);
        if (!safeSchemes.some((scheme) => href.startsWith(scheme))) {
          findings.push(`link to ${JSON.stringify(value)}`);
        }
      },
      oncomment() {
        findings.push('comment');
      },
      oncdatastart() {
        findings.push('CDATA section');
      },
      onprocessinginstruction(name) {
        findings.push(`processing instruction or declaration ${name}`);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return findings;
}
