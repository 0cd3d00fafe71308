/** One series of a chart: bars or a line, on the left axis or the right. */
export interface ChartSeries<Point> {
  label: string;
  value: (point: Point) => number | null;
  /** How a value reads in the table and on the axis (money, a count, a rating). */
  format: (value: number) => string;
  kind: 'bar' | 'line';
  axis?: 'left' | 'right';
}

/** What the drawing needs, already resolved to numbers and colours (the lazy part knows no React theme). */
export interface ChartDrawing {
  labels: string[];
  series: {
    values: (number | null)[];
    kind: 'bar' | 'line';
    axis: 'left' | 'right';
    colour: string;
    format: (value: number) => string;
  }[];
  text: string;
  grid: string;
  font: string;
  height: number;
}
