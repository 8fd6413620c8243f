import { describe, expect, it } from 'vitest';
import { monthlyPriceSpecification } from '@/lib/structured-data/price';

describe('monthly price specification', () => {
  it('marks an exact price as price and a starting one as minPrice, in USD a month', () => {
    expect(monthlyPriceSpecification('$950')).toEqual({
      '@type': 'UnitPriceSpecification',
      price: 950,
      priceCurrency: 'USD',
      unitCode: 'MON',
      unitText: 'MONTH',
    });
    expect(monthlyPriceSpecification('$3,500+')).toEqual({
      '@type': 'UnitPriceSpecification',
      minPrice: 3500,
      priceCurrency: 'USD',
      unitCode: 'MON',
      unitText: 'MONTH',
    });
    expect(monthlyPriceSpecification('$5,000/month', { startingPrice: true })).toMatchObject({ minPrice: 5000, priceCurrency: 'USD' });
    expect(monthlyPriceSpecification('$5,000/month', { startingPrice: true })).not.toHaveProperty('price');
  });

  it('has none for a price in words', () => {
    expect(monthlyPriceSpecification('Custom Quote')).toBeNull();
  });
});
