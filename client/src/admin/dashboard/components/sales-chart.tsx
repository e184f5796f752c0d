import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { type Theme, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import type { AllSeriesType } from '@mui/x-charts/models';
import { formatMoney } from '../../../shared/money/format-money';
import { type SalesDay, salesTotals, shortDay } from '../dashboard-figures';

const CHART_HEIGHT = 280;
/**
 * The revenue axis's top when every day's revenue is 0 (e.g. only custom requests not yet quoted): a domain
 * of [0, 0] is degenerate and the scale puts 0 halfway up the plot, so the axis is given room above 0.
 */
const ZERO_REVENUE_AXIS_MAX = 1_000;

const compactRupees = (value: number) =>
  value >= 100_000
    ? `₹${(value / 100_000).toLocaleString('en-IN', { maximumFractionDigits: 1 })}L`
    : `₹${Math.round(value).toLocaleString('en-IN')}`;

/** The chart's two series: orders as bars on the left axis, revenue in INR as a line on the right one. */
function salesSeries(days: readonly SalesDay[], palette: Theme['palette']): AllSeriesType[] {
  return [
    {
      type: 'bar',
      id: 'orders',
      label: 'Orders',
      yAxisId: 'orders',
      data: days.map((d) => d.orders),
      color: palette.primary.light,
    },
    {
      type: 'line',
      id: 'revenue',
      label: 'Revenue (INR)',
      yAxisId: 'revenue',
      data: days.map((d) => d.revenueInr),
      color: palette.secondary.main,
      valueFormatter: (value: number | null) => (value === null ? '' : formatMoney(value, 'INR')),
      showMark: false,
      curve: 'linear',
    },
  ];
}

/** The chart itself, for days with orders; its text alternative states the totals. */
function SalesPlot({ days, totals }: { days: readonly SalesDay[]; totals: ReturnType<typeof salesTotals> }) {
  const theme = useTheme();
  return (
    <Box
      role="img"
      aria-label={`Bar and line chart: ${totals.orders} orders and ${formatMoney(totals.revenueInr, 'INR')} revenue over the last 30 days.`}
    >
      <ChartsDataProvider
        height={CHART_HEIGHT}
        margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
        xAxis={[
          {
            id: 'days',
            scaleType: 'band',
            data: days.map((d) => d.date),
            valueFormatter: (date: string) => shortDay(date),
            height: 28,
            // A tick every fifth day back from today; the chart labels as many of them as fit without
            // overlapping ('auto': every fifth day on a tablet, fewer on a phone).
            tickInterval: (_: string, index: number) => (days.length - 1 - index) % 5 === 0,
            tickLabelInterval: 'auto',
            tickLabelMinGap: 8,
          },
        ]}
        yAxis={[
          { id: 'orders', position: 'left', tickMinStep: 1, min: 0, width: 40 },
          {
            id: 'revenue',
            position: 'right',
            min: 0,
            max: totals.revenueInr > 0 ? undefined : ZERO_REVENUE_AXIS_MAX,
            valueFormatter: (value: number) => compactRupees(value),
            width: 64,
          },
        ]}
        series={salesSeries(days, theme.palette)}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'start' }}>
          <ChartsLegend />
          <ChartsSurface>
            <ChartsGrid horizontal />
            <BarPlot />
            <LinePlot />
            <MarkPlot />
            <ChartsAxisHighlight x="band" />
            <ChartsXAxis axisId="days" />
            <ChartsYAxis axisId="orders" />
            <ChartsYAxis axisId="revenue" />
          </ChartsSurface>
          <ChartsTooltip trigger="axis" />
        </ChartsWrapper>
      </ChartsDataProvider>
    </Box>
  );
}

/** Orders (bars, left axis) and revenue in INR (line, right axis) per day over the last 30 days. */
export function SalesChart({ days, loading }: { days: readonly SalesDay[] | undefined; loading: boolean }) {
  const totals = salesTotals(days ?? []);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="dashboard-sales-title"
      sx={{ p: 2.5, minWidth: 0 }}
      data-testid="dashboard-sales"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, mb: 1 }}>
        <Typography id="dashboard-sales-title" variant="h6" component="h2">
          Orders and revenue, last 30 days
        </Typography>
        {loading ? null : (
          <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} data-testid="dashboard-sales-totals">
            <strong data-testid="dashboard-sales-orders">{totals.orders}</strong> orders ·{' '}
            <strong data-testid="dashboard-sales-revenue">{formatMoney(totals.revenueInr, 'INR')}</strong> revenue (cancelled orders
            excluded)
          </Typography>
        )}
      </Box>
      {loading || !days ? (
        <Skeleton variant="rounded" height={CHART_HEIGHT} data-testid="dashboard-sales-skeleton" />
      ) : totals.orders === 0 ? (
        <Box
          sx={{
            height: CHART_HEIGHT,
            display: 'grid',
            placeItems: 'center',
            border: '1px dashed',
            borderColor: 'divider',
            borderRadius: 1,
          }}
          data-testid="dashboard-sales-empty"
        >
          <Typography color="text.secondary">No orders in the last 30 days.</Typography>
        </Box>
      ) : (
        <SalesPlot days={days} totals={totals} />
      )}
    </Paper>
  );
}
