import { zodResolver } from '@hookform/resolvers/zod';
import { contactLeadSchema } from './schemas';

/** The contact form's rules as a resolver, in a chunk of their own (see lazyResolver). */
export const contactResolver = zodResolver(contactLeadSchema);
