/** The newsletter's own rule (spec part 1, section 5): not empty and contains an @ sign. */
export function isNewsletterEmail(value: string): boolean {
  return value.trim() !== '' && value.includes('@');
}
