import {
  type Align,
  FONT,
  GRAY,
  hRule,
  LIGHT_GRAY,
  type Pdf,
  setFont,
  setFontToFit,
  textLine,
  textLines,
  wrapText,
} from './pdf-layout.ts';

/** A column of content running down the pages: where the next block goes, and how to start a page. */
export interface Flow {
  doc: Pdf;
  y: number;
  left: number;
  width: number;
  /** Lowest y a block may reach on a page. */
  bottom: number;
  /** Adds a page (with its running header) and returns the y where content starts. */
  newPage(): number;
}

/** Starts a new page when `height` does not fit below the cursor; true if it did. */
export function ensureSpace(flow: Flow, height: number): boolean {
  if (flow.y + height <= flow.bottom) return false;
  flow.y = flow.newPage();
  return true;
}

export function drawSectionTitle(flow: Flow, title: string, keepWithNext = 40): void {
  ensureSpace(flow, 23 + keepWithNext);
  flow.y += 6;
  setFont(flow.doc, FONT.bold, 11);
  textLine(flow.doc, title, flow.left, flow.y, flow.width);
  flow.y += 13;
  hRule(flow.doc, flow.left, flow.y, flow.width, 0.75);
  flow.y += 4;
}

export interface Field {
  label: string;
  /** Each entry is its own paragraph; null entries are skipped. */
  value: string | Array<string | null>;
  /** Takes the whole width instead of half. */
  wide?: boolean;
  maxLines?: number;
}

const FIELD_LABEL_SIZE = 7;
const FIELD_VALUE_SIZE = 9.5;
const FIELD_LINE = 11.5;

function fieldLines(doc: Pdf, field: Field, width: number): string[] {
  setFont(doc, FONT.regular, FIELD_VALUE_SIZE);
  const paragraphs = (Array.isArray(field.value) ? field.value : [field.value]).filter(
    (p): p is string => p !== null && p !== '',
  );
  return paragraphs.flatMap((p) => wrapText(doc, p, width, field.maxLines ?? 2));
}

/** Label over value, two fields a row (wide fields take the row); rows never split across pages. */
export function drawFields(flow: Flow, fields: Field[]): void {
  const gap = 16;
  const half = (flow.width - gap) / 2;
  const rows: Field[][] = [];
  for (const field of fields) {
    const last = rows[rows.length - 1];
    if (!field.wide && last?.length === 1 && !last[0]?.wide) last.push(field);
    else rows.push([field]);
  }
  for (const row of rows) {
    const cells = row.map((field, i) => {
      const width = field.wide ? flow.width : half;
      return { field, x: flow.left + i * (half + gap), width, lines: fieldLines(flow.doc, field, width) };
    });
    const height = 9 + Math.max(...cells.map((c) => c.lines.length)) * FIELD_LINE + 3;
    ensureSpace(flow, height);
    for (const cell of cells) {
      setFont(flow.doc, FONT.regular, FIELD_LABEL_SIZE, GRAY);
      textLine(flow.doc, cell.field.label.toUpperCase(), cell.x, flow.y, cell.width);
      setFont(flow.doc, FONT.regular, FIELD_VALUE_SIZE);
      textLines(flow.doc, cell.lines, cell.x, flow.y + 9, cell.width, FIELD_LINE);
    }
    flow.y += height;
  }
}

export interface Column {
  header: string;
  width: number;
  align?: Align;
  /** Wrapped text cells: lines before the '…'. Numbers never wrap or cut: their font shrinks. */
  maxLines?: number;
  numeric?: boolean;
}

const CELL_PADDING = 3;
const TABLE_SIZE = 8;
const TABLE_LINE = 10;

function drawHeaderRow(flow: Flow, columns: Column[]): void {
  const { doc } = flow;
  setFont(doc, FONT.bold, 7.5);
  const headers = columns.map((column) => ({
    column,
    lines: wrapText(doc, column.header, column.width - 2 * CELL_PADDING, 3),
  }));
  const height = Math.max(...headers.map((h) => h.lines.length)) * 9 + 2 * CELL_PADDING;
  doc.save().rect(flow.left, flow.y, flow.width, height).fill(LIGHT_GRAY).restore();
  setFont(doc, FONT.bold, 7.5);
  let x = flow.left;
  for (const { column, lines } of headers) {
    textLines(
      doc,
      lines,
      x + CELL_PADDING,
      flow.y + CELL_PADDING,
      column.width - 2 * CELL_PADDING,
      9,
      column.align,
    );
    x += column.width;
  }
  flow.y += height;
}

function drawRow(flow: Flow, columns: Column[], row: string[], bold: boolean): void {
  const { doc } = flow;
  const font = bold ? FONT.bold : FONT.regular;
  setFont(doc, font, TABLE_SIZE);
  const cells = columns.map((column, i) => {
    const text = row[i] ?? '';
    const inner = column.width - 2 * CELL_PADDING;
    return {
      column,
      text,
      lines: column.numeric ? [text] : wrapText(doc, text, inner, column.maxLines ?? 1),
    };
  });
  const height = Math.max(1, ...cells.map((c) => c.lines.length)) * TABLE_LINE + 2 * CELL_PADDING;
  if (ensureSpace(flow, height)) drawHeaderRow(flow, columns);
  let x = flow.left;
  for (const { column, text, lines } of cells) {
    const inner = column.width - 2 * CELL_PADDING;
    if (column.numeric) setFontToFit(doc, font, text, inner, TABLE_SIZE, 5);
    else setFont(doc, font, TABLE_SIZE);
    textLines(doc, lines, x + CELL_PADDING, flow.y + CELL_PADDING + 1, inner, TABLE_LINE, column.align);
    x += column.width;
  }
  flow.y += height;
  hRule(doc, flow.left, flow.y, flow.width, bold ? 1 : 0.3, bold ? '#000000' : '#999999');
}

/**
 * A table of already formatted cells that continues on as many pages as it needs, repeating its header on
 * each; the totals row, if any, is drawn bold after the rows. Column widths must add up to the flow's width.
 */
export function drawTable(flow: Flow, columns: Column[], rows: string[][], totals?: string[]): void {
  ensureSpace(flow, 60);
  drawHeaderRow(flow, columns);
  for (const row of rows) drawRow(flow, columns, row, false);
  if (totals) drawRow(flow, columns, totals, true);
}
