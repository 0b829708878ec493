import { Button, Card, Descriptions, Grid, Progress, Space } from '@arco-design/web-react';
import { getAction, unwrap } from '../../../core/http';
import { useRemote } from '../../shared/data/use-remote';
import { LoadState } from '../../shared/ui/LoadState';
import { duration } from './monitor-format';

interface ServerFigures {
  os: {
    hostname: string;
    platform: string;
    arch: string;
    cpuModel: string;
    cpuCount: number;
    loadAverage: number[];
    totalMemoryMb: number;
    freeMemoryMb: number;
    uptimeSeconds: number;
  };
  process: {
    nodeVersion: string;
    pid: number;
    uptimeSeconds: number;
    rssMb: number;
    heapUsedMb: number;
    heapTotalMb: number;
  };
  database: { kind: string; version: string };
  realtimeConnections: number;
  serverTime: string;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** 服务器信息 (platform administrator): host, Node.js process and database of the reference server. */
export default function ServerInfo() {
  const info = useRemote(['/sys/monitor/server'], async (signal) =>
    unwrap(await getAction<ServerFigures>('/sys/monitor/server', undefined, { signal })),
  );
  const data = info.data;
  const usedMb = data ? data.os.totalMemoryMb - data.os.freeMemoryMb : 0;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <LoadState loading={info.loading} error={info.error} onRetry={info.retry} hasData={data !== undefined} rows={8}>
        {data ? (
          <>
            <Grid.Row gutter={16}>
              <Grid.Col span={12}>
                <Card title="内存使用率" bordered={false}>
                  <Progress type="circle" percent={percent(usedMb, data.os.totalMemoryMb)} />
                </Card>
              </Grid.Col>
              <Grid.Col span={12}>
                <Card title="堆内存使用率" bordered={false}>
                  <Progress type="circle" percent={percent(data.process.heapUsedMb, data.process.heapTotalMb)} />
                </Card>
              </Grid.Col>
            </Grid.Row>
            <Card
              title="服务器"
              bordered={false}
              extra={
                <Button size="small" onClick={info.retry}>
                  刷新
                </Button>
              }
            >
              <Descriptions
                column={2}
                border
                data={[
                  { label: '主机名', value: data.os.hostname },
                  { label: '操作系统', value: `${data.os.platform} (${data.os.arch})` },
                  { label: 'CPU', value: `${data.os.cpuModel} × ${data.os.cpuCount}` },
                  { label: '系统负载', value: data.os.loadAverage.join(' / ') },
                  { label: '总内存', value: `${data.os.totalMemoryMb} MB` },
                  { label: '可用内存', value: `${data.os.freeMemoryMb} MB` },
                  { label: '系统运行时间', value: duration(data.os.uptimeSeconds) },
                  { label: '服务器时间', value: data.serverTime },
                ]}
              />
            </Card>
            <Card title="应用进程" bordered={false}>
              <Descriptions
                column={2}
                border
                data={[
                  { label: 'Node.js 版本', value: data.process.nodeVersion },
                  { label: '进程号', value: data.process.pid },
                  { label: '运行时间', value: duration(data.process.uptimeSeconds) },
                  { label: '常驻内存', value: `${data.process.rssMb} MB` },
                  { label: '堆内存', value: `${data.process.heapUsedMb} / ${data.process.heapTotalMb} MB` },
                  { label: '实时连接数', value: data.realtimeConnections },
                  { label: '数据库', value: data.database.kind === 'pglite' ? '内嵌 PGlite' : 'PostgreSQL' },
                  { label: '数据库版本', value: data.database.version },
                ]}
              />
            </Card>
          </>
        ) : null}
      </LoadState>
    </Space>
  );
}
