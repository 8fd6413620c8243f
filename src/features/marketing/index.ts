export { HeroSection } from './hero-section';
export { ContactSection } from './contact-section';
export { WhyChooseUsSection } from './why-choose-us-section';
export { CallToActionSection } from './call-to-action-section';
export { StatsSection } from './stats-section';
