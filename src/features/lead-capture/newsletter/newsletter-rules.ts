/** The newsletter's own rule (docs/requirements/lead-capture.md#validation): not empty and contains an @ sign. */
export function isNewsletterEmail(value: string): boolean {
  return value.trim() !== '' && value.includes('@');
}
