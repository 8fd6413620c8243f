import type { OnboardingValues } from './onboarding-schema';

/** A blank application, apart from the rules so /pricing renders without loading zod. */
export const emptyOnboarding = (): OnboardingValues => ({
  businessName: '',
  website: '',
  contactName: '',
  email: '',
  phone: '',
  currentTraffic: '',
  competitors: '',
  goals: '',
  targetAudience: '',
  additionalInfo: '',
});
