import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { echarts } from './echarts-setup';

export interface EChartProps {
  option: EChartsCoreOption;
  height?: number;
  /** What the chart shows, for screen readers. */
  label: string;
}

/**
 * One ECharts canvas that follows its container's size; a new `option` replaces the old one.
 *
 * @example <EChart label="近7天趋势" option={trendOption(series)} />
 */
export function EChart({ option, height = 300, label }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = echarts.init(element);
    chart.current = instance;
    const observer = new ResizeObserver(() => {
      // A kept-alive page hidden by its tab has no size: resize when it shows again.
      if (element.clientWidth > 0) instance.resize();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
