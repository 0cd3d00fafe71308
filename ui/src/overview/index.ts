export { downloadOrdersCsv } from './bookkeeping';
export { ExportForm, type ExportFormProps, type ExportValues } from './export-form';
export {
  OverviewCard,
  OverviewScreen,
  PeriodSwitch,
  type OverviewScreenProps,
  type PeriodSwitchProps,
} from './overview-screen';
export { PeriodChart, wholeNumber, type PeriodChartProps } from './period-chart';
export { SalesFigure } from './sales-figure';
