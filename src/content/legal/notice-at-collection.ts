/**
 * Where the privacy policy's notice at collection starts. Every form that collects personal
 * information links straight to it, as 11 CCR 7012(f) asks: a link to the top of the policy would not do.
 * A module of its own, so a form carries this path and not the policy's text.
 */
export const NOTICE_AT_COLLECTION_ID = 'notice-at-collection';

export const NOTICE_AT_COLLECTION_PATH = `/privacy-policy#${NOTICE_AT_COLLECTION_ID}`;
