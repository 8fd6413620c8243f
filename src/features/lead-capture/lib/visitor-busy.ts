/**
 * Whether a timed interruption (the consultation pop-up, a tip) would land on a visitor in the middle
 * of something: typing in a form field, or a form on the page holding words they have not sent yet.
 */

/** True while the focus is in a form's field. */
export function isFillingForm(doc: Document = document): boolean {
  const active = doc.activeElement;
  return !!active && !!active.closest('form') && /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName);
}

/** Fields whose text is a visitor's own words; search boxes and choices do not count. */
const TYPED_FIELDS = 'form textarea, form input:not([type]), form input[type="text"], form input[type="email"], form input[type="tel"], form input[type="url"]';

/** The fields the visitor has typed in: a pre-filled message (the neighborhood form's) is not their words. */
const typed = new WeakSet<Element>();
const watched = new WeakSet<Document>();

/** Starts noting the fields the visitor types in (once per document; safe to call again). */
export function watchTyping(doc: Document = document): void {
  if (watched.has(doc)) return;
  watched.add(doc);
  doc.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof Element && event.target.matches(TYPED_FIELDS)) typed.add(event.target);
    },
    true,
  );
}

/** True when a form on the page holds text the visitor typed and has not sent. Search boxes are skipped. */
export function hasUnsentInput(doc: Document = document): boolean {
  return [...doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED_FIELDS)].some(
    (field) => typed.has(field) && field.value.trim() !== '' && !field.closest('[role="search"]'),
  );
}

/** Either of the two: an interruption now would be in the way. */
export const isVisitorBusy = (doc: Document = document) => isFillingForm(doc) || hasUnsentInput(doc);
