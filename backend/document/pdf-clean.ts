// The PDF the document service sends is not the file that was uploaded but a clean copy of it,
// written anew from what the check parsed: the pages and their drawing, and what a reader needs to
// show them (the structure that makes a tagged PDF accessible, its language, its layers, its
// page labels and its title). Nothing that runs, opens or leaves the document survives:
// - no annotation: what of one would be printed (a filled-in form field, a stamp, a signature's
//   picture) is drawn into the page, everything else (links, comments, attached files) is left out;
// - no action of any kind (opening the document, a page, a link, a bookmark: no internal go-to
//   either), no bookmarks, no name trees (named destinations, scripts, embedded files), no form;
// - only the objects the document reaches from its catalogue, written with a new cross-reference
//   table: an object only an earlier table, another stream's data or an earlier revision holds is
//   not in the copy, whatever a reader of the uploaded file would have made of it.
import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFPageLeaf,
  PDFPageTree,
  PDFRef,
  PDFStream,
} from 'pdf-lib';

/** Names as pdf-lib keeps them: one object per name, so a set of them is asked by identity. */
function names(list: readonly string[]): ReadonlySet<PDFName> {
  return new Set(list.map((each) => PDFName.of(each)));
}

/** What the catalogue keeps: the pages and what shows them as the author meant. */
const keptCatalogKeys = names([
  'Type',
  'Version',
  'Pages',
  'PageLabels',
  'ViewerPreferences',
  'PageLayout',
  'Metadata',
  'StructTreeRoot',
  'MarkInfo',
  'Lang',
  'OCProperties',
]);

/** What a page keeps: its boxes, resources, drawing, and its place in the structure tree. */
const keptPageKeys = names([
  'Type',
  'Parent',
  'Resources',
  'MediaBox',
  'CropBox',
  'BleedBox',
  'TrimBox',
  'ArtBox',
  'BoxColorInfo',
  'Contents',
  'Rotate',
  'Group',
  'StructParents',
  'Tabs',
  'UserUnit',
  'Metadata',
]);

/** What a node of the page tree between the catalogue and the pages keeps. */
const keptTreeKeys = names([
  'Type',
  'Parent',
  'Kids',
  'Count',
  'Resources',
  'MediaBox',
  'CropBox',
  'Rotate',
]);

/** What the document information keeps: its texts, no object of any other kind. */
const keptInfoKeys = names([
  'Title',
  'Author',
  'Subject',
  'Keywords',
  'Creator',
  'Producer',
  'CreationDate',
  'ModDate',
]);

/** Every action type of PDF 2.0: a dictionary whose /S is one of these is an action. */
const actionTypes = names([
  'GoTo',
  'GoToR',
  'GoToE',
  'GoToDp',
  'Launch',
  'Thread',
  'URI',
  'Sound',
  'Movie',
  'Hide',
  'Named',
  'SubmitForm',
  'ResetForm',
  'ImportData',
  'SetOCGState',
  'Rendition',
  'Trans',
  'GoTo3DView',
  'JavaScript',
  'RichMediaExecute',
]);

const name = (key: string) => PDFName.of(key);
const TYPE = PDFName.of('Type');
const ACTION = PDFName.of('Action');
const S = PDFName.of('S');
const AA = PDFName.of('AA');

function keepOnly(dict: PDFDict, kept: ReadonlySet<PDFName>): void {
  for (const key of dict.keys()) {
    if (!kept.has(key)) dict.delete(key);
  }
}

function isAction(object: PDFObject | undefined): boolean {
  if (!(object instanceof PDFDict)) return false;
  const subtype = object.get(S);
  return object.get(TYPE) === ACTION || (subtype instanceof PDFName && actionTypes.has(subtype));
}

const numbers = (array: PDFArray | undefined): number[] | null => {
  const values = array
    ?.asArray()
    .map((item) => (item instanceof PDFNumber ? item.asNumber() : NaN));
  return values && values.every(Number.isFinite) ? values : null;
};

/** Annotation flags: hidden (2) and print (4). */
const HIDDEN = 2;
const PRINT = 4;

/**
 * The appearance an annotation prints with: its normal appearance stream (or the one of its state,
 * for a check box), when the annotation is printed and not hidden; null otherwise.
 */
function printedAppearance(document: PDFDocument, annotation: PDFDict): PDFRef | null {
  const flags = annotation.lookupMaybe(name('F'), PDFNumber)?.asNumber() ?? 0;
  if (flags & HIDDEN || !(flags & PRINT)) return null;
  const { context } = document;
  const normal = annotation.lookupMaybe(name('AP'), PDFDict)?.get(name('N'));
  // One stream, or (a check box) one per state, chosen by the annotation's state.
  const states = context.lookup(normal);
  const state = annotation.lookupMaybe(name('AS'), PDFName);
  const chosen = states instanceof PDFDict ? state && states.get(state) : normal;
  return chosen instanceof PDFRef && context.lookup(chosen) instanceof PDFStream ? chosen : null;
}

/**
 * Draws what the page's annotations would print into the page itself, as a reader does when it
 * flattens them: each appearance is a form drawn so that its box, after its own matrix, fills the
 * annotation's rectangle.
 */
function drawAnnotations(document: PDFDocument, page: PDFPageLeaf): void {
  const { context } = document;
  const annotations = page.lookupMaybe(name('Annots'), PDFArray)?.asArray() ?? [];
  const drawing: string[] = [];
  if (annotations.length > 0 && !page.get(name('Contents')))
    page.set(name('Contents'), context.obj([]));
  for (const entry of annotations) {
    const annotation = context.lookup(entry);
    if (!(annotation instanceof PDFDict)) continue;
    const ref = printedAppearance(document, annotation);
    const rect = numbers(annotation.lookupMaybe(name('Rect'), PDFArray));
    if (!ref || !rect || rect.length !== 4) continue;
    const form = context.lookup(ref) as PDFStream;
    const box = numbers(form.dict.lookupMaybe(name('BBox'), PDFArray));
    if (!box || box.length !== 4) continue;
    const [a, b, c, d, e, f] = numbers(form.dict.lookupMaybe(name('Matrix'), PDFArray)) ?? [
      1, 0, 0, 1, 0, 0,
    ];
    // The box's corners after the form's matrix, and the smallest upright box around them.
    const corners = [
      [box[0]!, box[1]!],
      [box[2]!, box[1]!],
      [box[0]!, box[3]!],
      [box[2]!, box[3]!],
    ].map(([x, y]) => [a! * x! + c! * y! + e!, b! * x! + d! * y! + f!] as const);
    const xs = corners.map(([x]) => x);
    const ys = corners.map(([, y]) => y);
    const [left, bottom, right, top] = [
      Math.min(...xs),
      Math.min(...ys),
      Math.max(...xs),
      Math.max(...ys),
    ];
    if (right <= left || top <= bottom) continue;
    const [x1, y1, x2, y2] = [
      Math.min(rect[0]!, rect[2]!),
      Math.min(rect[1]!, rect[3]!),
      Math.max(rect[0]!, rect[2]!),
      Math.max(rect[1]!, rect[3]!),
    ];
    const scaleX = (x2 - x1) / (right - left);
    const scaleY = (y2 - y1) / (top - bottom);
    form.dict.set(name('Type'), name('XObject'));
    form.dict.set(name('Subtype'), name('Form'));
    const tag = page.newXObject('Annot', ref);
    const matrix = [scaleX, 0, 0, scaleY, x1 - left * scaleX, y1 - bottom * scaleY]
      .map((value) => Number(value.toFixed(6)))
      .join(' ');
    drawing.push(`q ${matrix} cm ${tag.asString()} Do Q`);
  }
  // Naming the first form normalised the page (its drawing wrapped in q … Q, so what is added
  // starts from the page's own coordinates).
  if (drawing.length > 0)
    page.addContentStream(context.register(context.stream(drawing.join('\n'))));
}

/**
 * Takes every action out of what the document reaches (a dictionary entry or array item that is
 * an action dictionary, and every additional-actions entry), then deletes every object the
 * catalogue and the document information no longer reach.
 */
function dropActionsAndUnreached(document: PDFDocument): void {
  const { context } = document;
  const roots = [context.trailerInfo.Root, context.trailerInfo.Info].filter(
    (root): root is PDFRef => root instanceof PDFRef,
  );
  const reached = new Set<PDFRef>(roots);
  const pending: PDFObject[] = roots.map((root) => context.lookup(root)!).filter(Boolean);
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    const dict =
      object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : null;
    const items: PDFObject[] = [];
    if (dict) {
      for (const [key, value] of dict.entries()) {
        if (key === AA || isAction(context.lookup(value))) dict.delete(key);
        else items.push(value);
      }
    } else if (object instanceof PDFArray) {
      for (let index = object.size() - 1; index >= 0; index -= 1) {
        if (isAction(object.lookup(index))) object.remove(index);
        else items.push(object.get(index));
      }
    }
    for (const item of items) {
      if (item instanceof PDFRef) {
        if (reached.has(item)) continue;
        reached.add(item);
        const target = context.lookup(item);
        if (target !== undefined) pending.push(target);
      } else {
        pending.push(item);
      }
    }
  }
  let largest = 0;
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref)) context.delete(ref);
    else largest = Math.max(largest, ref.objectNumber);
  }
  // The cross-reference table ends with the last object kept, so the copy of a copy is the same.
  context.largestObjectNumber = largest;
}

/**
 * The clean copy of a parsed PDF (see the top of this file). The document is changed in place and
 * written anew; its streams are written as they are, not unpacked again.
 */
export async function cleanPdf(document: PDFDocument): Promise<Uint8Array> {
  const { context, catalog } = document;
  keepOnly(catalog, keptCatalogKeys);
  const info = context.lookup(context.trailerInfo.Info);
  if (info instanceof PDFDict) keepOnly(info, keptInfoKeys);
  else context.trailerInfo.Info = undefined;
  context.trailerInfo.Encrypt = undefined;
  const pages = catalog.Pages();
  keepOnly(pages, keptTreeKeys);
  pages.traverse((node) => {
    if (node instanceof PDFPageLeaf) {
      drawAnnotations(document, node);
      keepOnly(node, keptPageKeys);
    } else if (node instanceof PDFPageTree) {
      keepOnly(node, keptTreeKeys);
    }
  });
  dropActionsAndUnreached(document);
  return document.save({
    useObjectStreams: false,
    addDefaultPage: false,
    updateFieldAppearances: false,
    // pdf-lib waits for the next timer every so many objects it writes (50 unless told): a
    // hundred-page letter would wait a dozen times. Thousands of small objects take a few
    // milliseconds to write; the event loop is still let go that often on a file of very many.
    objectsPerTick: 2000,
  });
}
