/**
 * The length limits of a lead's fields, in one place for the browser's forms (src/), the edge
 * functions and the tests. The database enforces the same numbers in its check constraints
 * (supabase/schemas/04_leads.sql); tests/integration/bad-input.test.ts proves the
 * two agree at every boundary. docs/decisions/0003-security-model.md
 */
export const FIELD_LIMITS = {
  name: { min: 2, max: 120 },
  email: { max: 254 },
  phone: { max: 40 },
  website: { max: 2048 },
  message: { max: 5000 },
  service: { max: 100 },
  companyName: { max: 200 },
} as const;

/** The contact form asks for a real message; the other forms let it be empty. */
export const CONTACT_MESSAGE_MIN = 5;

/**
 * 5000 → "5,000". Not toLocaleString: the forms build their messages when their rules load, and
 * the page's first Intl number format (ICU's locale data) cost 80 ms at 4x CPU slowdown inside the
 * contact form's Continue (issue 40's INP bench). The limits are whole, non-negative numbers.
 */
const withThousands = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ',');

/** "Phone number must be at most 40 characters": the wording every layer uses for a too-long field. */
export const atMostMessage = (label: string, max: number) => `${label} must be at most ${withThousands(max)} characters`;
