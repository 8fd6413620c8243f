// Every article of the knowledge base, one module each (docs/requirements/knowledge-base.md#article-ids).
import type { KnowledgeArticle } from '../types';
import { article as contentOptimization } from './content-optimization';
import { article as voiceSearchOptimization } from './voice-search-optimization';
import { article as technicalSeoMobile } from './technical-seo-mobile';
import { article as contentQualitySignals } from './content-quality-signals';
import { article as localSeoGuide } from './local-seo-guide';
import { article as technicalPageAnalytics } from './technical-page-analytics';
import { article as videoSeoStrategy } from './video-seo-strategy';
import { article as featuredSnippetsStrategy } from './featured-snippets-strategy';
import { article as mobileOptimization } from './mobile-optimization';
import { article as semanticSearch } from './semantic-search';
import { article as pageExperience } from './page-experience';
import { article as contentQuality } from './content-quality';
import { article as indexingStrategy } from './indexing-strategy';
import { article as visualSearch } from './visual-search';
import { article as contentDepth } from './content-depth';
import { article as securitySeo } from './security-seo';
import { article as socialSeo } from './social-seo';
import { article as schemaMarkup } from './schema-markup';
import { article as imageOptimization } from './image-optimization';
import { article as geoTargeting } from './geo-targeting';
import { article as entitySeo } from './entity-seo';
import { article as authorExpertise } from './author-expertise';
import { article as pwaBenefits } from './pwa-benefits';
import { article as brandAuthority } from './brand-authority';
import { article as siteArchitecture } from './site-architecture';
import { article as featuredSnippets } from './featured-snippets';
import { article as videoTranscripts } from './video-transcripts';
import { article as linkQuality } from './link-quality';

export const articles: KnowledgeArticle[] = [
  contentOptimization,
  voiceSearchOptimization,
  technicalSeoMobile,
  contentQualitySignals,
  localSeoGuide,
  technicalPageAnalytics,
  videoSeoStrategy,
  featuredSnippetsStrategy,
  mobileOptimization,
  semanticSearch,
  pageExperience,
  contentQuality,
  indexingStrategy,
  visualSearch,
  contentDepth,
  securitySeo,
  socialSeo,
  schemaMarkup,
  imageOptimization,
  geoTargeting,
  entitySeo,
  authorExpertise,
  pwaBenefits,
  brandAuthority,
  siteArchitecture,
  featuredSnippets,
  videoTranscripts,
  linkQuality,
];

export { article as linkSchemesToAvoid } from './link-schemes-to-avoid';
