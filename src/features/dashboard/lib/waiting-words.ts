import { formatDuration } from './duration';

/**
 * The dashboard's one wording for a lead at New past an office hour (Mon-Fri 9-6 PT): the header's
 * count, a row's marker and a lead's own line say it the same way the morning e-mail does.
 */
export const WAITING_WORDS = 'waiting over an office hour';

/** A row's marker: "Waiting over an office hour". */
export const WAITING_ROW_LABEL = `${WAITING_WORDS.charAt(0).toUpperCase()}${WAITING_WORDS.slice(1)}`;

/** The header's count: "1 waiting over an office hour", "10,000+ waiting over an office hour" when capped. */
export function waitingCountText(count: number, capped = false): string {
  return `${count.toLocaleString('en-US')}${capped ? '+' : ''} ${WAITING_WORDS}`;
}

/** A cell of the Speed table: a duration as it is ("under 1 min", "12 min", "1 h 5 min"), or "none touched". */
export function speedCellText(seconds: number | string | null): string {
  return seconds === null ? 'none touched' : formatDuration(Number(seconds));
}
