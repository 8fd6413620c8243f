import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '@/components/ui/form-field';

/**
 * A business's website as the lead forms ask for it: a plain text field (people type
 * "yourbusiness.com", which a url input would refuse) with the URL keyboard and autofill.
 */
export const WebsiteField = forwardRef<HTMLInputElement, TextFieldProps>(function WebsiteField(props, ref) {
  return <TextField ref={ref} type="text" inputMode="url" autoComplete="url" placeholder="yourbusiness.com" {...props} />;
});
