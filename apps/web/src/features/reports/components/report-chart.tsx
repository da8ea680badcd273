import { useEffect, useRef } from 'react';
import { init, type ChartOption } from '../echarts';
import styles from '../reports.module.css';

/**
 * One live chart (tooltips, legend). Hidden from screen readers: the table beside it carries the
 * same numbers. Resizes with its box; disposed on unmount.
 */
export function ReportChart({ option, height }: { option: ChartOption; height: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = init(element, null, { renderer: 'svg' });
    chart.setOption(option);
    // A phone's narrow chart keeps room for its bars: category names are cut shorter.
    if (element.clientWidth < 480 && option.yAxis && !Array.isArray(option.yAxis) && option.yAxis.type === 'category')
      chart.setOption({ yAxis: { axisLabel: { width: 100 } } });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [option]);
  return <div ref={box} className={styles.chart} style={{ height }} aria-hidden="true" data-testid="report-chart" />;
}
