export { downloadOrdersCsv } from './bookkeeping';
export { ExportForm, type ExportFormProps, type ExportValues } from './export-form';
export { OverviewScreen, PeriodSwitch, type OverviewScreenProps } from './overview-screen';
export { PeriodChart, wholeNumber, type PeriodChartProps } from './period-chart';
export { SalesFigure } from './sales-figure';
