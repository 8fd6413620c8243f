import { describe, expect, it } from 'vitest';
import { atMostMessage } from '@shared/field-limits';

describe('atMostMessage', () => {
  it('groups thousands as en-US does, without Intl', () => {
    expect(atMostMessage('Phone number', 40)).toBe('Phone number must be at most 40 characters');
    expect(atMostMessage('Website', 2048)).toBe('Website must be at most 2,048 characters');
    expect(atMostMessage('Message', 5000)).toBe('Message must be at most 5,000 characters');
    for (const max of [0, 7, 999, 1000, 65_535, 1_234_567]) expect(atMostMessage('X', max)).toBe(`X must be at most ${max.toLocaleString('en-US')} characters`);
  });
});
