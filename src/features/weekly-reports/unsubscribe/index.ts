// The /unsubscribe page's entry: only this small view, without the scheduler's form.
export { UnsubscribeReport } from '../components/unsubscribe-report';
