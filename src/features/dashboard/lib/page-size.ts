/**
 * Leads on a page of the table. 25, not 50: a search keystroke or a sort replaces every row, and
 * the browser's style, layout and paint of a page grow with its rows (decision 0042).
 */
export const PAGE_SIZE = 25;
