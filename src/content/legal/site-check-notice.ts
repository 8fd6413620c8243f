/**
 * What a form that asks for a website tells the visitor about the check of that site (issue 64,
 * decision 0081): one fetch of the public page, kept with the enquiry, deleted with it. The privacy
 * policy says the same at more length ("Information recorded with your submission").
 */
export const SITE_CHECK_NOTICE =
  'If you give your website, we check that one page once, as any visitor sees it; the result is kept with your enquiry and deleted with it at your request.';
