/** What the Sources view can group leads by (public.dashboard_lead_sources' group_by). */
export const LEAD_SOURCE_DIMENSIONS = ['page', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'lead_type'] as const;
export type LeadSourceDimension = (typeof LEAD_SOURCE_DIMENSIONS)[number];

/** One value of the dimension over the period; '' is "none" (no referrer, no UTM tag). */
export interface LeadSourceRow {
  value: string;
  /** A section's roll-up ('/los-angeles-seo/*', '/services/*'), shown besides its pages. */
  section: boolean;
  leads: number;
  contacted: number;
  qualified: number;
  won: number;
  lost: number;
  /** won / leads, to four places. */
  won_rate: number;
}

export interface LeadSourceWeek {
  /** The Monday the week starts, YYYY-MM-DD, Los Angeles time. */
  week: string;
  value: string;
  leads: number;
  won: number;
}

export interface LeadSources {
  rows: LeadSourceRow[];
  /** The five values with the most leads (sections aside), most first: the chart's series. */
  top: string[];
  weeks: LeadSourceWeek[];
}

/** The Sources view's call, as its query key holds it. */
export interface LeadSourcesArgs {
  token: string;
  groupBy: LeadSourceDimension;
  /** Los Angeles days, YYYY-MM-DD, both included. */
  fromDay: string;
  toDay: string;
  includeSpam: boolean;
}
