export { ExportButton } from './components/export-button';
export { ExportsPanel } from './components/exports-panel';
