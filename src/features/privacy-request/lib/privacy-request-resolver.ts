import { zodResolver } from '@hookform/resolvers/zod';
import { privacyRequestSchema } from './privacy-request-rules';

/** The privacy request form's rules as a resolver, in a chunk of their own (see lazyResolver). */
export const privacyRequestResolver = zodResolver(privacyRequestSchema);
