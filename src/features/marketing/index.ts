export { HeroSection } from './components/hero-section';
export { ContactSection } from './components/contact-section';
export { WhyChooseUsSection } from './components/why-choose-us-section';
export { CallToActionSection } from './components/call-to-action-section';
export { StatsSection } from './components/stats-section';
