import { LinkButton } from '@/components/ui/link-button';

/** Where to go once an e-mailed link has done its work (confirmed or unsubscribed). */
export function LinkDoneActions() {
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <LinkButton to="/seo-tool">Open the SEO tool</LinkButton>
      <LinkButton to="/" variant="secondary">
        Back to home
      </LinkButton>
    </div>
  );
}
