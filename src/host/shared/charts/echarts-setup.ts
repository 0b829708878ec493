// The one place ECharts is registered, for the chart pages that draw with it (data center, channel data,
// financial report, cache info): only the charts, components and renderer they draw with. `_EChart.tsx`
// fetches this module as a chunk of its own, so ECharts is never in the login route nor holds up a page.
// The dashboard draws its few charts with `src/widgets/svg-chart` (7 KB against ECharts' 181 KB gzip).
// Only `init` is exported: a dynamically imported module keeps every export, and the whole
// `echarts/core` namespace would add about 25 KB (raw) of helpers nobody calls.
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { init };
