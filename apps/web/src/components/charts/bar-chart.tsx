import { Flex, Typography } from 'antd';

export type BarSeries = {
  key: string;
  label: string;
  /** A CSS colour (an antd token variable or a hex). */
  color: string;
  values: readonly number[];
};

export type BarChartProps = {
  /** One label per bar group (days, months). */
  categories: readonly string[];
  series: readonly BarSeries[];
  /** Stacks the series of a category into one bar (default); otherwise they stand side by side. */
  stacked?: boolean;
  height?: number;
  /** Read by screen readers; the chart's summary. */
  title: string;
  testId?: string;
};

const WIDTH = 720;
const PAD = { top: 8, right: 8, bottom: 22, left: 36 };

/** The gridline step: 1, 2 or 5 times a power of ten, about four lines. */
const niceStep = (max: number) => {
  const raw = Math.max(1, max) / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  // Counts are whole: never a step below one.
  return Math.max(1, (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power);
};

/**
 * A small SVG bar chart (stacked or grouped) with a legend: what the reports draw, without a chart
 * library in the bundle. It scales to its container's width; each bar names its value on hover.
 */
export const BarChart = ({
  categories,
  series,
  stacked = true,
  height = 200,
  title,
  testId = 'bar-chart',
}: BarChartProps) => {
  const totals = categories.map((_, i) =>
    stacked
      ? series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0)
      : Math.max(0, ...series.map((s) => s.values[i] ?? 0)),
  );
  const step = niceStep(Math.max(0, ...totals));
  const top = Math.max(step, Math.ceil(Math.max(0, ...totals) / step) * step);
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, categories.length);
  const barW = Math.max(2, slot * 0.7);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  // Every label would overlap on a month of days: show about fifteen.
  const labelEvery = Math.max(1, Math.ceil(categories.length / 16));

  return (
    <div data-testid={testId}>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-label={title}
        style={{ display: 'block', maxHeight: height + 40 }}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              strokeOpacity={0.12}
            />
            <text
              x={PAD.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              fontSize={11}
              fill="currentColor"
              opacity={0.6}
            >
              {tick}
            </text>
          </g>
        ))}
        {categories.map((category, i) => {
          const x0 = PAD.left + i * slot + (slot - barW) / 2;
          let base = 0;
          return (
            <g key={category}>
              {series.map((s, k) => {
                const value = s.values[i] ?? 0;
                if (value <= 0) return null;
                const w = stacked ? barW : barW / series.length;
                const x = stacked ? x0 : x0 + k * w;
                const from = stacked ? base : 0;
                base += stacked ? value : 0;
                return (
                  <rect
                    key={s.key}
                    x={x}
                    y={y(from + value)}
                    width={Math.max(1, w - (stacked ? 0 : 1))}
                    height={Math.max(0.5, y(from) - y(from + value))}
                    fill={s.color}
                  >
                    <title>{`${category} · ${s.label}: ${value}`}</title>
                  </rect>
                );
              })}
              {i % labelEvery === 0 && (
                <text
                  x={PAD.left + i * slot + slot / 2}
                  y={height - 6}
                  textAnchor="middle"
                  fontSize={11}
                  fill="currentColor"
                  opacity={0.7}
                >
                  {category}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Flex gap={16} wrap justify="center" style={{ marginTop: 4 }}>
        {series.map((s) => (
          <Flex key={s.key} gap={6} align="center">
            <span
              style={{ width: 10, height: 10, borderRadius: 2, background: s.color, display: 'inline-block' }}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {s.label}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </div>
  );
};
