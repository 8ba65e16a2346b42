// Lists of items with a marker (a bullet or a tick box), in one column or two balanced columns filled column by
// column on each page: a recipe's ingredients and the shopping list. A list runs on over pages, never squeezed.
import { MARGIN_TOP, type Line, type Pen, type Run } from './pen.ts';

export interface ListItem {
  runs: Run[];
}

export interface ListStyle {
  marker: 'bullet' | 'check';
  size: number;
  leading: number;
  itemGap: number;
  columns: 1 | 2;
  x: number;
  width: number;
}

const COLUMN_GAP = 22;
const MARKER_WIDTH = 14;

function layoutList(pen: Pen, items: ListItem[], style: ListStyle): { lines: Line[]; height: number }[] {
  const columnWidth = style.columns === 2 ? (style.width - COLUMN_GAP) / 2 : style.width;
  return items.map((item) => {
    const lines = pen.wrapRuns(item.runs, style.size, columnWidth - MARKER_WIDTH);
    return { lines, height: lines.length * style.leading + style.itemGap };
  });
}

/** Height of a list laid out in two balanced columns (column-major). */
function columnsHeight(heights: number[], columns: 1 | 2): number {
  if (columns === 1) return heights.reduce((sum, h) => sum + h, 0);
  const split = Math.ceil(heights.length / 2);
  const left = heights.slice(0, split).reduce((sum, h) => sum + h, 0);
  const right = heights.slice(split).reduce((sum, h) => sum + h, 0);
  return Math.max(left, right);
}

export function listHeight(pen: Pen, items: ListItem[], style: ListStyle): number {
  return columnsHeight(
    layoutList(pen, items, style).map((item) => item.height),
    style.columns,
  );
}

/** `continued` draws a heading again at the top of each further page the list runs onto. */
export function drawList(pen: Pen, items: ListItem[], style: ListStyle, continued?: () => void): void {
  const { doc, theme } = pen;
  const laidOut = layoutList(pen, items, style);
  const columnWidth = style.columns === 2 ? (style.width - COLUMN_GAP) / 2 : style.width;
  const prefix = [0];
  for (const item of laidOut) prefix.push(prefix[prefix.length - 1] + item.height);
  const chunkHeight = (from: number, count: number) => {
    if (style.columns === 1) return prefix[from + count] - prefix[from];
    const split = from + Math.ceil(count / 2);
    return Math.max(prefix[split] - prefix[from], prefix[from + count] - prefix[split]);
  };
  let next = 0;
  while (next < laidOut.length) {
    // Take as many items as fit on this page, then split them into balanced columns.
    let count = 0;
    for (let k = 1; k <= laidOut.length - next; k++) {
      if (chunkHeight(next, k) <= pen.room + style.itemGap) count = k;
      else break;
    }
    if (count === 0) {
      if (pen.y > MARGIN_TOP + 0.5) {
        pen.newPage();
        continued?.();
        continue;
      }
      count = 1; // an item taller than a page: draw it anyway (cannot happen with real data)
    }
    const chunk = laidOut.slice(next, next + count);
    const split = style.columns === 2 ? Math.ceil(chunk.length / 2) : chunk.length;
    const columns = [chunk.slice(0, split), chunk.slice(split)];
    columns.forEach((column, columnIndex) => {
      let y = pen.y;
      const x = style.x + columnIndex * (columnWidth + COLUMN_GAP);
      for (const item of column) {
        if (style.marker === 'check') {
          // centred on the capital letters: Helvetica's cap height is 0.718 of the size, from the line top
          doc
            .rect(x + 0.5, y + style.size * 0.36 - 4, 8, 8)
            .lineWidth(0.8)
            .stroke('#9ca3af');
        } else {
          doc.circle(x + 3, y + style.size * 0.45, 1.7).fill(theme.graphic);
        }
        pen.drawLines(item.lines, x + MARKER_WIDTH, y, style.size, style.leading);
        y += item.height;
      }
    });
    pen.y += chunkHeight(next, count) - style.itemGap;
    next += count;
    // the chunk filled this page: the rest continues at the top of the next one, never squeezed in below
    if (next < laidOut.length) {
      pen.newPage();
      continued?.();
    }
  }
}
