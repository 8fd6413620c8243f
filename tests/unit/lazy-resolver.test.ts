import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { lazyResolver } from '@/lib/lazy-resolver';
import { contactLeadSchema, type ContactLeadValues } from '@/features/lead-capture/lib/schemas';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ContactLeadValues>;
const values: ContactLeadValues = { name: 'A', email: 'nope', phone: '', website: '', message: 'short', service: 'SEO Consultation', honeypot: '' };

describe('lazyResolver', () => {
  it('checks with the real rules once they have loaded, loading them only once', async () => {
    let loads = 0;
    const resolver = lazyResolver<ContactLeadValues>(async () => {
      loads += 1;
      return zodResolver(contactLeadSchema);
    });
    resolver.preload();
    const first = await resolver(values, undefined, options);
    await resolver(values, undefined, options);
    expect(Object.keys(first.errors).sort()).toEqual(['email', 'name']);
    expect(first.errors.email?.message).toBe('Invalid email address');
    expect(loads).toBe(1);
  });

  it('tries again on the next check when loading failed (a dropped connection)', async () => {
    let attempts = 0;
    const resolver = lazyResolver<ContactLeadValues>(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return zodResolver(contactLeadSchema);
    });
    await expect(resolver(values, undefined, options)).rejects.toThrow('Failed to fetch');
    const second = await resolver({ ...values, name: 'Ana Lopez', email: 'ana@example.com', message: 'We need more calls from Silver Lake.' }, undefined, options);
    expect(second.errors).toEqual({});
    expect(attempts).toBe(2);
  });
});
