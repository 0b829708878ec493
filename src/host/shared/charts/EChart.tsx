import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';

let charts: Promise<typeof import('./echarts-setup')> | undefined;

/** ECharts with the charts it registers (`echarts-setup.ts`), fetched once; a failed fetch is tried again. */
function loadCharts(): Promise<typeof import('./echarts-setup')> {
  charts ??= import('./echarts-setup').catch((error: unknown) => {
    charts = undefined;
    throw error;
  });
  return charts;
}

// ECharts is its own chunk, fetched as soon as a page with charts is: the page renders (and asks for
// its data) without waiting for it, and the canvases fill in when both have arrived.
void loadCharts().catch(() => undefined);

export interface EChartProps {
  option: EChartsCoreOption;
  height?: number;
  /** What the chart shows, for screen readers. */
  label: string;
}

/**
 * One ECharts canvas that follows its container's size; a new `option` replaces the old one.
 *
 * @example <EChart label="渠道订单趋势" option={{ xAxis: { type: 'category', data: days }, yAxis: {}, series }} />
 */
export function EChart({ option, height = 300, label }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let live = true;
    let instance: EChartsType | undefined;
    let observer: ResizeObserver | undefined;
    loadCharts().then(
      ({ init }) => {
        if (!live) return;
        instance = init(element);
        observer = new ResizeObserver(() => {
          // A kept-alive page hidden by its tab has no size: resize when it shows again.
          if (element.clientWidth > 0) instance?.resize();
        });
        observer.observe(element);
        setChart(instance);
      },
      (error: unknown) => console.error('charts failed to load', error),
    );
    return () => {
      live = false;
      observer?.disconnect();
      instance?.dispose();
    };
  }, []);

  useEffect(() => {
    chart?.setOption(option, true);
  }, [chart, option]);

  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
