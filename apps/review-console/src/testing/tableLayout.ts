import { page } from 'vitest/browser';

/*
 * Checks of a table as a person sees it at 1280x800 (issue 26), for the browser tests of the
 * screens with spec tables: every id, status, number, date and yes/no mark on one line, other
 * text broken between whole words only, no cell cut (its content no wider than the cell, no
 * ellipsis), URLs and domains wrapped at 10 characters a line at least, and the page never
 * wider than the window (a wide table scrolls inside its own region).
 */

/**
 * How a column's cells may show their text: on one line (ids, statuses, numbers, marks, dates),
 * wrapped between whole words, or wrapped anywhere at 10 characters a line at least (URLs).
 */
export type ColumnRule = 'one line' | 'words' | 'wraps';

/** Visible text nodes of an element (not the visually hidden ones). */
function textNodesOf(element: Element): Text[] {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const parent = node.parentElement;
    if (parent && parent.getBoundingClientRect().width <= 1) continue;
    nodes.push(node as Text);
  }
  return nodes;
}

/** The words of an element's text that are broken over two lines. */
function brokenWords(element: Element): string[] {
  const broken: string[] = [];
  for (const node of textNodesOf(element)) {
    const text = node.data;
    const range = document.createRange();
    let lastTop: number | null = null;
    for (let i = 0; i < text.length; i += 1) {
      if (/\s/.test(text[i]!)) continue;
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getClientRects()[0];
      if (!rect) continue;
      const top = Math.round(rect.top);
      // A line may end after a space or a hyphen ('Mustermann-' / 'Oberhuber'), not inside a word.
      if (lastTop !== null && top > lastTop + 2 && !/[\s-]/.test(text[i - 1] ?? ' ')) {
        const start = text.lastIndexOf(' ', i) + 1;
        const end = text.indexOf(' ', i) === -1 ? text.length : text.indexOf(' ', i);
        // A word wider than the line it is on (a file name, a URL) has to break somewhere.
        const word = document.createRange();
        word.setStart(node, start);
        word.setEnd(node, end);
        const width = [...word.getClientRects()].reduce((sum, line) => sum + line.width, 0);
        if (width <= (node.parentElement?.clientWidth ?? 0)) broken.push(text.slice(start, end));
      }
      lastTop = top;
    }
  }
  return broken;
}

/** The distinct lines a cell's visible text takes (text rectangles by their top). */
function linesOf(cell: Element): number {
  const tops = new Set<number>();
  for (const node of textNodesOf(cell)) {
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width > 0) tops.add(Math.round(rect.top / 4));
    }
  }
  return tops.size;
}

/** Elements of the cell (itself included) whose content is wider than they are: cut. */
function cutIn(cell: Element): string[] {
  return [cell, ...cell.querySelectorAll('*')]
    .filter((element): element is HTMLElement => element instanceof HTMLElement)
    .filter((element) => element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1)
    .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim()}"`);
}

/**
 * Checks the grid's every header and cell: nothing cut; the columns of `rules` one line
 * ('one line') or at 15 characters a line at least ('wraps'). Answers what breaks the rules.
 */
export function layoutProblems(grid: HTMLElement, rules: Record<string, ColumnRule>): string[] {
  const problems: string[] = [];
  const headers = new Map<string, string>();
  for (const header of grid.querySelectorAll('[role="columnheader"]')) {
    const name = header.textContent?.trim() ?? '';
    headers.set(header.getAttribute('aria-colindex')!, name);
    for (const cut of cutIn(header)) problems.push(`header ${name}: cut ${cut}`);
    for (const word of brokenWords(header)) problems.push(`header ${name}: "${word}" broken`);
  }
  for (const name of Object.keys(rules)) {
    if (![...headers.values()].includes(name)) problems.push(`no column ${name}`);
  }
  const cells = [...grid.querySelectorAll('[role="gridcell"]')];
  if (cells.length === 0) problems.push('no cells');
  for (const cell of cells) {
    const column = headers.get(cell.getAttribute('aria-colindex')!) ?? '?';
    const text = cell.textContent?.trim() ?? '';
    for (const cut of cutIn(cell)) problems.push(`${column} "${text}": cut ${cut}`);
    const lines = linesOf(cell);
    const rule = rules[column];
    if (rule === 'one line' && lines > 1) problems.push(`${column} "${text}": ${lines} lines`);
    if (rule === 'words')
      for (const word of brokenWords(cell)) problems.push(`${column} "${text}": "${word}" broken`);
    if (rule === 'wraps' && lines > 1 && text.length / lines < 10)
      problems.push(`${column} "${text}": ${lines} lines`);
  }
  // The page is never wider than the window: a wide table scrolls in its own region.
  if (document.documentElement.scrollWidth > window.innerWidth)
    problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
  const frame = grid.closest('[aria-busy], [data-table-frame]') ?? grid.parentElement!;
  if (frame.getBoundingClientRect().right > window.innerWidth)
    problems.push('the table reaches past the window');
  return problems;
}

/**
 * Screenshots of a table at the window's size for people to look at, in
 * `__screenshots__/tables-1280/` (gitignored): its region in view, and scrolled to its end when
 * the table is wider than its region.
 */
export async function shootTable(grid: HTMLElement, name: string): Promise<void> {
  grid.scrollIntoView({ block: 'nearest' });
  await page.screenshot({ path: `__screenshots__/tables-1280/${name}.png` });
  const region = grid.parentElement!;
  if (region.scrollWidth > region.clientWidth) {
    region.scrollLeft = region.scrollWidth;
    await page.screenshot({ path: `__screenshots__/tables-1280/${name}-scrolled-to-end.png` });
    region.scrollLeft = 0;
  }
}
