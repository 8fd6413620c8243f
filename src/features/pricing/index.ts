export { PricingPlans } from './components/pricing-plans';
