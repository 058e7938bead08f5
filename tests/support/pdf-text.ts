// Reads a PDF the way a person reads it, for unit, integration and end-to-end tests (all in
// Node): the text of every page, line by line, top to bottom, the pieces of one line left to right
// with a space between pieces that stand apart (a label and its value in two columns).
import { extractTextItems } from 'unpdf';

/** Whether the bytes are a whole PDF: the %PDF- header and, at the end, the %%EOF trailer. */
export function isPdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 5));
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 32)));
  return head === '%PDF-' && /%%EOF\s*$/.test(tail);
}

/** The text of all pages, each line of a page on a line of its own, pages one after another. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // PDF.js may take over (detach) the buffer it is given: it gets a copy, the caller keeps its own.
  const { items } = await extractTextItems(new Uint8Array(bytes));
  return items.map(pageText).join('\n');
}

type Item = Awaited<ReturnType<typeof extractTextItems>>['items'][number][number];

function pageText(items: Item[]): string {
  const lines: Array<{ y: number; items: Item[] }> = [];
  for (const item of items) {
    if (item.str === '') continue;
    // Pieces of one line share a baseline, give or take a fraction of the font size.
    const tolerance = Math.max(1, item.fontSize / 4);
    const line = lines.find((candidate) => Math.abs(candidate.y - item.y) <= tolerance);
    if (line) line.items.push(item);
    else lines.push({ y: item.y, items: [item] });
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map((line) => {
      let text = '';
      let end: number | undefined;
      for (const item of line.items.sort((a, b) => a.x - b.x)) {
        const apart = end !== undefined && item.x - end > item.fontSize * 0.15;
        if (apart && !text.endsWith(' ') && !item.str.startsWith(' ')) text += ' ';
        text += item.str;
        end = item.x + item.width;
      }
      return text.trimEnd();
    })
    .join('\n');
}
