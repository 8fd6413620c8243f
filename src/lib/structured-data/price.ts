/**
 * A monthly price as shown on the site ('$950', '$3,500+', '$5,000/month' with "starting price")
 * as a schema.org price specification: an exact price as `price`, a price that starts there ('+',
 * or a card that calls it a starting price) as `minPrice`, in US dollars a month (issue 62: "$3,500+"
 * was marked up as exactly 3500, with no currency on /pricing). Null for words ('Custom Quote').
 */
export function monthlyPriceSpecification(display: string, { startingPrice = false }: { startingPrice?: boolean } = {}) {
  const digits = display.match(/^\$([\d,]+(?:\.\d+)?)/)?.[1];
  if (!digits) return null;
  const amount = Number(digits.replace(/,/g, ''));
  const from = startingPrice || display.includes('+');
  return {
    '@type': 'UnitPriceSpecification',
    ...(from ? { minPrice: amount } : { price: amount }),
    priceCurrency: 'USD',
    // UN/CEFACT's code for a month, and its words for readers of the markup that do not know the code.
    unitCode: 'MON',
    unitText: 'MONTH',
  } as const;
}
