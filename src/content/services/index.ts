import { competitiveKeywordsService } from './competitive-keywords';
import { ecommerceSeoService } from './ecommerce-seo';
import { enterpriseSeoService } from './enterprise-seo';
import { localSeoService } from './local-seo';
import { specializedIndustriesService } from './specialized-industries';
import type { ServicePage } from './types';

export {
  competitiveKeywordsService,
  ecommerceSeoService,
  enterpriseSeoService,
  localSeoService,
  specializedIndustriesService,
};
export type { ServiceCaseStudyTeaser, ServiceFaq, ServiceId, ServicePage, ServiceProcessTab } from './types';

/** The five service pages, in menu order. */
export const servicePages: ServicePage[] = [
  localSeoService,
  competitiveKeywordsService,
  ecommerceSeoService,
  specializedIndustriesService,
  enterpriseSeoService,
];
