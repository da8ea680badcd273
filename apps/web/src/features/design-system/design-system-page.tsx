// The six design pages share one lazy chunk: whoever opens one usually browses the others.
export { DialogsPage } from './dialogs-page';
export { FlexPage } from './flex-page';
export { FormsPage } from './forms-page';
export { SamplesPage } from './samples-page';
export { BasicTablesPage, CustomTablesPage } from './tables-page';
