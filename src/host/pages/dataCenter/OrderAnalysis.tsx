import { Card, Grid, Table } from '@arco-design/web-react';
import { useMemo } from 'react';
import { money, thousands } from '../../../core/format';
import { chartPalette } from '../../shared/charts/chart-options';
import { barOption, orderTrendOption, ringOption, type Share } from './chart-options';
import { AnalysisFrame } from './parts/AnalysisFrame';
import { ChartCard } from './parts/ChartCard';
import { usePeriodAnalysis } from './parts/use-period-analysis';

interface Ranked {
  name: string;
  count: number;
  gmv: number;
}

interface OrderAnalysisData {
  begin: string;
  end: string;
  summary: {
    orders: number;
    gmv: number;
    averageAmount: number;
    overdueOrders: number;
    rentOrders: number;
    buyOrders: number;
  };
  daily: { date: string; orderCount: number; gmv: number }[];
  byStatus: Share[];
  topShops: Ranked[];
  topProducts: Ranked[];
}

const { Row, Col } = Grid;

/** 订单分析: orders of the period in scope: totals, a daily trend, states, shops and products. */
export default function OrderAnalysis() {
  const analysis = usePeriodAnalysis<OrderAnalysisData>('/dataCenter/orderAnalysis');
  const palette = useMemo(() => chartPalette(), []);
  const result = analysis.data;
  const charts = useMemo(() => {
    if (!result) return null;
    return {
      trend: orderTrendOption(result.daily, palette),
      status: ringOption('订单状态', result.byStatus, '单', palette),
      shops: barOption(
        '订单数',
        result.topShops.map((shop) => ({ label: shop.name, count: shop.count })),
        palette,
      ),
      types: ringOption(
        '订单类型',
        [
          { label: '租赁订单', count: result.summary.rentOrders },
          { label: '购买订单', count: result.summary.buyOrders },
        ],
        '单',
        palette,
      ),
    };
  }, [result, palette]);

  const stats = result
    ? [
        { title: '订单数', value: thousands(result.summary.orders) },
        { title: '成交额(元)', value: money(result.summary.gmv) },
        { title: '客单价(元)', value: money(result.summary.averageAmount) },
        { title: '逾期订单', value: thousands(result.summary.overdueOrders) },
      ]
    : [];

  return (
    <AnalysisFrame analysis={analysis} stats={stats}>
      {result && charts ? (
        <>
          <ChartCard title="每日订单趋势" option={charts.trend} />
          <Row gutter={16}>
            <Col span={12}>
              <ChartCard title="订单状态分布" option={charts.status} empty={result.byStatus.length === 0} />
            </Col>
            <Col span={12}>
              <ChartCard title="订单类型" option={charts.types} empty={result.summary.orders === 0} />
            </Col>
          </Row>
          <Row gutter={16}>
            <Col span={12}>
              <ChartCard title="店铺订单排行" option={charts.shops} empty={result.topShops.length === 0} />
            </Col>
            <Col span={12}>
              <Card bordered={false} title="热销商品" style={{ height: '100%' }}>
                <Table
                  rowKey="name"
                  pagination={false}
                  data={result.topProducts}
                  columns={[
                    { title: '商品', dataIndex: 'name' },
                    { title: '订单数', dataIndex: 'count', align: 'right', width: 90 },
                    {
                      title: '成交额',
                      dataIndex: 'gmv',
                      align: 'right',
                      width: 120,
                      render: (v: number) => money(v),
                    },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        </>
      ) : null}
    </AnalysisFrame>
  );
}
