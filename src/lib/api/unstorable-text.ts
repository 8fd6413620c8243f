import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@shared/text-checks';

export { isStorableText, UNSTORABLE_TEXT_MESSAGE };

/**
 * The database's answer to text it cannot store, which the forms' own check normally catches first:
 * Postgres' 22P05 for a NUL character ("unsupported Unicode escape sequence") and PostgREST's
 * PGRST102 for a lone surrogate ("Empty or invalid json"). Shown to people as one clear sentence.
 */
export const isUnstorableTextError = (error: { code?: string }) => error.code === '22P05' || error.code === 'PGRST102';
