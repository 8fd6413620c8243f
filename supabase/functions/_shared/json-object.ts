/**
 * The one check every hand-read JSON value needs before its fields are read: a request body, a
 * token's claims, a jsonb value. `JSON.parse` answers null, a list or a bare string as readily as an
 * object, and reading a field of null throws. Free of zod, so analyze-page, the local backend and
 * the browser can use it without the schema library.
 */
export const isJsonObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
