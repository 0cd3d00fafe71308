import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartDrawing } from './chart-types';

const AXIS_GAP = 6;

/**
 * A value axis as wide as its widest label ("16 000,00 kr" needs more than "4"), so money is never cut
 * off at the chart's edge. uPlot asks again after the labels change; its canvas font is in device pixels.
 */
function labelWidth(chart: uPlot, values: string[] | null, axisIndex: number): number {
  const font = chart.axes[axisIndex]?.font;
  const context = chart.ctx as CanvasRenderingContext2D | null;
  if (!values?.length || !font || !context) return 64;
  context.font = Array.isArray(font) ? String(font[0]) : String(font);
  const widest = Math.max(...values.map((value) => context.measureText(value).width));
  return Math.ceil(widest / (uPlot.pxRatio || 1)) + AXIS_GAP * 2;
}

/**
 * The drawing itself (uPlot on a canvas, about 20 KB gzipped): loaded only by screens that show a chart,
 * never with a public page. It fills its container's width and follows it (a phone turned, a sidebar).
 */
export default function ChartCanvas({ drawing }: { drawing: ChartDrawing }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const count = drawing.labels.length;
    const xs = drawing.labels.map((_, index) => index);
    const right = drawing.series.some((series) => series.axis === 'right');
    const axisFor = (side: 'left' | 'right') => drawing.series.find((series) => series.axis === side)!;
    const valueAxis = (side: 'left' | 'right'): uPlot.Axis => ({
      scale: side,
      side: side === 'left' ? 3 : 1,
      stroke: drawing.text,
      font: drawing.font,
      grid: { show: side === 'left', stroke: drawing.grid, width: 1 },
      ticks: { show: false },
      gap: AXIS_GAP,
      size: labelWidth,
      // A count's axis may split at halves that round to the same label ("1", "1"): each label once.
      values: (_, splits) =>
        splits
          .map((value) => axisFor(side).format(value))
          .map((label, index, labels) => (index > 0 && label === labels[index - 1] ? '' : label)),
    });
    const chart = new uPlot(
      {
        width: element.clientWidth || 320,
        height: drawing.height,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.5, Math.max(count, 1) - 0.5] },
          left: { range: (_, __, max) => [0, max > 0 ? max * 1.1 : 1] },
          right: { range: (_, __, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        axes: [
          {
            stroke: drawing.text,
            font: drawing.font,
            grid: { show: false },
            ticks: { show: false },
            space: 72,
            values: (_, splits) =>
              splits.map((value) => (Number.isInteger(value) ? (drawing.labels[value] ?? '') : '')),
          },
          valueAxis('left'),
          ...(right ? [valueAxis('right')] : []),
        ],
        series: [
          {},
          ...drawing.series.map((series): uPlot.Series => ({
            scale: series.axis,
            stroke: series.colour,
            width: series.kind === 'line' ? 2 : 0,
            fill: series.kind === 'bar' ? series.colour : undefined,
            paths: series.kind === 'bar' ? uPlot.paths.bars!({ size: [0.7, 48] }) : undefined,
            points: { show: series.kind === 'line' && count <= 31, size: 5, fill: series.colour },
            spanGaps: true,
          })),
        ],
      },
      [xs, ...drawing.series.map((series) => series.values)],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth || 320, height: drawing.height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [drawing]);
  // The canvas's own width must not hold the page wide: without this the host's parents keep the width the
  // chart was first drawn at, the observer never sees a narrower host, and a turned phone scrolls sideways.
  return <div ref={host} style={{ contain: 'inline-size', overflow: 'hidden' }} />;
}
