/**
 * Parsing what reaches the functions from outside the type checker's sight: a jsonb value the
 * database built, an RPC's answer, a claimed row. A cast carries a wrong shape on into the code that
 * reads it, to fail there with a TypeError far from its cause, or not at all (an e-mail that says
 * "undefined"); parsed, it stops at the boundary with a message that names each field at fault.
 * Web-standard TypeScript with zod: Deno (the functions' import maps map `zod`) and Node.
 */
import type { z } from 'zod';

/** A value of the wrong shape; its message says what it was and which fields are wrong. */
export class MalformedData extends Error {
  override name = 'MalformedData';
}

/** `value` as `schema` reads it, or a MalformedData naming `what` and each field at fault. */
export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'the value'}: ${issue.message}`);
  throw new MalformedData(`${what} is malformed (${problems.join('; ')}).`);
}
