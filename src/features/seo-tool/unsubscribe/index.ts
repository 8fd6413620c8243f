// The /unsubscribe page's entry: only this small view, without the SEO tool itself.
export { UnsubscribeReport } from './unsubscribe-report';
