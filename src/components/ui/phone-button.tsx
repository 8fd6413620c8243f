import { Phone } from 'lucide-react';
import { site } from '@/content/site';
import { AnchorButton, type AnchorButtonProps } from './anchor-button';

interface PhoneButtonProps extends Pick<AnchorButtonProps, 'variant' | 'size' | 'className'> {
  /** Reads 'Call (213) …' where the number alone would not say what the button does. */
  withVerb?: boolean;
}

/** The office number as a tel: button, so every "call us" dials the number of the site facts. */
export function PhoneButton({ withVerb = false, ...button }: PhoneButtonProps) {
  return (
    <AnchorButton href={site.phone.href} icon={Phone} {...button}>
      {withVerb ? <>Call {site.phone.display}</> : site.phone.display}
    </AnchorButton>
  );
}
