import { act, fireEvent, render, screen, waitFor } from '../../support/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pricingPlans } from '@/content/pricing';
import { OnboardingWizard } from '@/features/pricing/components/onboarding-wizard';
import { ONBOARDING_STEPS, stepErrors, TRAFFIC_OPTIONS, type OnboardingValues } from '@/features/pricing/lib/onboarding-schema';
import { emptyOnboarding } from '@/features/pricing/lib/onboarding-defaults';
import { loadOnboardingProgress, ONBOARDING_LIFETIME_MS, saveOnboardingProgress } from '@/features/pricing/lib/onboarding-storage';

const plan = pricingPlans[1]!;
const valid: OnboardingValues = {
  ...emptyOnboarding(),
  businessName: 'Kim Family Dental',
  website: 'kimdental.example',
  contactName: 'Grace Kim',
  email: 'grace@kimdental.example',
  phone: '(310) 555-0190',
  currentTraffic: '1000-5000',
};

describe('onboarding rules per step', () => {
  it('has the five steps and the traffic options of the spec', () => {
    expect(ONBOARDING_STEPS.map((step) => step.title)).toEqual(['Business Info', 'Contact Details', 'SEO Profile', 'Goals & Audience', 'Review']);
    expect(TRAFFIC_OPTIONS).toEqual(['0-1000', '1000-5000', '5000-10000', '10000-50000', '50000+']);
  });

  it('step 1: business name of 2+ characters and a website', () => {
    expect(stepErrors(emptyOnboarding(), 0)).toEqual({ businessName: 'Business name is required', website: 'Website is required' });
    expect(stepErrors({ ...valid, businessName: 'K' }, 0)).toEqual({ businessName: 'Business name is required' });
    expect(stepErrors(valid, 0)).toEqual({});
  });

  it('step 2: contact name, a valid email and a phone of 10+ characters; other steps free text', () => {
    expect(stepErrors(emptyOnboarding(), 1)).toEqual({
      contactName: 'Contact name is required',
      email: 'Please enter a valid email',
      phone: 'Please enter a valid phone number',
    });
    expect(stepErrors({ ...valid, email: 'grace@', phone: '555-0190' }, 1)).toEqual({ email: 'Please enter a valid email', phone: 'Please enter a valid phone number' });
    expect(stepErrors(valid, 1)).toEqual({});
    expect(stepErrors(emptyOnboarding(), 2)).toEqual({});
    expect(stepErrors(emptyOnboarding(), 3)).toEqual({});
  });
});

describe('saved progress (localStorage seoOnboardingData)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('restores progress younger than 24 hours', () => {
    saveOnboardingProgress({ selectedPlan: plan.id, lastStep: 2, values: valid });
    expect(JSON.parse(localStorage.getItem('seoOnboardingData')!)).toMatchObject({ selectedPlan: plan.id, lastStep: 2, timestamp: Date.now() });
    vi.advanceTimersByTime(ONBOARDING_LIFETIME_MS - 1);
    expect(loadOnboardingProgress()).toMatchObject({ selectedPlan: plan.id, lastStep: 2, values: valid });
  });

  it('removes progress 24 hours old or older, and anything unreadable', () => {
    saveOnboardingProgress({ selectedPlan: plan.id, lastStep: 1, values: valid });
    vi.advanceTimersByTime(ONBOARDING_LIFETIME_MS);
    expect(loadOnboardingProgress()).toBeNull();
    expect(localStorage.getItem('seoOnboardingData')).toBeNull();
    localStorage.setItem('seoOnboardingData', '{not json');
    expect(loadOnboardingProgress()).toBeNull();
    expect(localStorage.getItem('seoOnboardingData')).toBeNull();
  });
});

describe('the wizard', () => {
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  // Next checks its step after the press has painted (src/lib/after-next-paint.ts): the clock runs one frame on.
  const next = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      await vi.advanceTimersByTimeAsync(50);
    });
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('validates each step before Next, saves progress on each Next, and clears it on a successful submit', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<OnboardingWizard plan={plan} initialValues={emptyOnboarding()} onSubmit={onSubmit} />);
    await next();
    expect(await screen.findByText('Business name is required')).toBeInTheDocument();
    expect(screen.getByText('Website is required')).toBeInTheDocument();
    expect(localStorage.getItem('seoOnboardingData')).toBeNull();

    fill('Business name', valid.businessName);
    fill('Website', valid.website);
    await next();
    expect(screen.getByRole('heading', { name: 'Step 2 of 5: Contact Details' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('seoOnboardingData')!)).toMatchObject({ selectedPlan: plan.id, lastStep: 1 });

    fill('Contact name', valid.contactName);
    fill('Email', 'grace');
    fill('Phone', '123');
    await next();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    fill('Email', valid.email);
    fill('Phone', valid.phone);
    await next();
    fireEvent.change(screen.getByLabelText('Current monthly website visitors'), { target: { value: '1000-5000' } });
    await next();
    await next();
    expect(screen.getByRole('heading', { name: 'Step 5 of 5: Review' })).toBeInTheDocument();
    expect(screen.getByText('Kim Family Dental')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('seoOnboardingData')!).lastStep).toBe(4);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Application' })));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ businessName: 'Kim Family Dental', currentTraffic: '1000-5000' })));
    expect(localStorage.getItem('seoOnboardingData')).toBeNull();
  });

  it('keeps the saved progress and the answers when the submit fails', async () => {
    saveOnboardingProgress({ selectedPlan: plan.id, lastStep: 4, values: valid });
    render(<OnboardingWizard plan={plan} initialStep={4} initialValues={valid} onSubmit={async () => false} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Application' })));
    expect(localStorage.getItem('seoOnboardingData')).not.toBeNull();
    expect(screen.getByText('Grace Kim')).toBeInTheDocument();
  });
});
