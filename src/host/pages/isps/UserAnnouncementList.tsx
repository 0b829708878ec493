import { Badge, Button, Card, Link, Message, Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { noticeApi } from '../../../core/realtime';
import { NoticeDetailModal, priorityTag, useNoticeBellServices } from '../../../widgets/notice-bell';
import { useNoticeView } from '../../notice-views';
import {
  fetchMyAnnouncements,
  isUnread,
  MSG_CATEGORY_TEXT,
  type MyAnnouncement,
  readAllAnnouncements,
} from './my-announcements';
import { AnnouncementFilters, type AnnouncementFilterValues } from './parts/AnnouncementFilters';

const PAGE_SIZES = [10, 20, 30];

function PriorityCell({ priority }: { priority: MyAnnouncement['priority'] }) {
  const tag = priorityTag(priority);
  return tag ? (
    <Tag size="small" color={tag.color}>
      {tag.label}
    </Tag>
  ) : (
    '-'
  );
}

/**
 * 我的消息 (/isps/userAnnouncement, the notice bell's 查看更多): the user's announcements, newest first,
 * with read state and priority; opening one marks it read and shows the detail view of its openPage
 * (openType component) or else the sanitised 通知消息 detail. A live notice (websocket) reloads the list.
 */
export default function UserAnnouncementList() {
  const navigate = useNavigate();
  const { realtime } = useNoticeBellServices({});
  const [filters, setFilters] = useState<AnnouncementFilterValues>({});
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] as number);
  const [rows, setRows] = useState<MyAnnouncement[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const [detail, setDetail] = useState<MyAnnouncement | null>(null);
  const views = useNoticeView();

  const reload = useCallback(() => setVersion((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks for a reload with the same query
  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchMyAnnouncements({ pageNo, pageSize, ...filters })
      .then((page) => {
        if (!live) return;
        setRows(page.records);
        setTotal(page.total);
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [pageNo, pageSize, filters, version]);

  useEffect(() => {
    if (!realtime) return undefined;
    return realtime.subscribe((event) => {
      if (event.type === 'message' || event.type === 'reconnected') reload();
    });
  }, [realtime, reload]);

  const open = (row: MyAnnouncement) => {
    if (isUnread(row)) {
      noticeApi
        .markRead(row.anntId)
        .then(reload)
        .catch(() => undefined);
    }
    if (row.openType === 'component' && views.open(row)) return;
    setDetail(row);
    noticeApi
      .queryById(row.anntId)
      .then((full) =>
        setDetail((current) => (current?.anntId === row.anntId ? { ...current, ...full, id: current.id } : current)),
      )
      .catch(() => undefined);
  };

  const readAll = () => {
    readAllAnnouncements()
      .then(() => {
        Message.success('全部已读');
        reload();
      })
      .catch(() => undefined);
  };

  const columns: TableColumnProps<MyAnnouncement>[] = [
    {
      title: '标题',
      dataIndex: 'titile',
      ellipsis: true,
      render: (title: string, row) => (
        <Link onClick={() => open(row)} style={{ fontWeight: isUnread(row) ? 600 : undefined }}>
          {title}
        </Link>
      ),
    },
    {
      title: '消息类型',
      dataIndex: 'msgCategory',
      width: 110,
      render: (value: string) => MSG_CATEGORY_TEXT[value] ?? '-',
    },
    { title: '优先级', dataIndex: 'priority', width: 90, render: (value) => <PriorityCell priority={value} /> },
    { title: '发布人', dataIndex: 'sender', width: 120, ellipsis: true },
    { title: '发布时间', dataIndex: 'sendTime', width: 170 },
    {
      title: '阅读状态',
      dataIndex: 'readFlag',
      width: 100,
      render: (_: unknown, row) =>
        isUnread(row) ? <Badge status="processing" text="未读" /> : <Badge status="default" text="已读" />,
    },
    {
      title: '操作',
      dataIndex: 'operation',
      width: 80,
      render: (_: unknown, row) => <Link onClick={() => open(row)}>查看</Link>,
    },
  ];

  return (
    <Card bordered={false}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', marginBottom: 16 }}>
        <AnnouncementFilters
          onSearch={(values) => {
            setFilters(values);
            setPageNo(1);
          }}
        />
        <Button onClick={readAll}>全部标记已读</Button>
      </div>
      <Table
        rowKey="id"
        loading={loading}
        columns={columns}
        data={rows}
        border={false}
        pagination={{
          current: pageNo,
          pageSize,
          total,
          sizeCanChange: true,
          sizeOptions: PAGE_SIZES,
          showJumper: true,
          showTotal: (count, range) => `${range[0]}-${Math.min(range[1] ?? count, count)} 共 ${count} 条`,
          onChange: (current, size) => {
            setPageNo(size !== pageSize ? 1 : current);
            setPageSize(size);
          },
        }}
      />
      <NoticeDetailModal
        notice={detail}
        visible={detail !== null}
        onClose={() => setDetail(null)}
        onOpenUrl={(openPage) => navigate(openPage)}
      />
      {views.drawer}
    </Card>
  );
}
