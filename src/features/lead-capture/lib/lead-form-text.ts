/** The lead forms' fixed texts and steps, apart from their rules so a page can render a form without loading zod. */

/** The contact form's steps: Continue checks every field of step 1 (the phone's length too) before step 2. */
export const CONTACT_STEPS = [
  ['name', 'email', 'phone'],
  ['website', 'message'],
] as const;

export const DEFAULT_SERVICE = 'SEO Consultation';
export const POPUP_SERVICE = 'General Inquiry';
export const POPUP_MESSAGE = 'Submitted via lead capture modal';

export function neighborhoodMessage(neighborhood: string): string {
  return `I'm interested in SEO services for my business in ${neighborhood}.`;
}

export function partialLeadMessage(service: string): string {
  return `Partial lead from contact form (step 1). Service: ${service}`;
}
