export { TeamGrid } from './components/team-grid';
