/** What weekly-report-unsubscribe answers when it stopped the reports, as the site's /unsubscribe page reads it. */
export interface UnsubscribeAnswer {
  ok: true;
  website: string;
  /** The recipient's address, masked (a***@example.com). */
  email: string;
  alreadyUnsubscribed: boolean;
}
