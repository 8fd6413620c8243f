/**
 * Text placed in HTML: the one escape of the e-mails' HTML bodies (the weekly report, the report
 * confirmation) and the local inbox's pages. All five characters are replaced, so the result is safe
 * both between tags and inside a quoted attribute value.
 */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
