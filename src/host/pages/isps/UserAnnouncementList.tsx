import { Badge, Button, Card, Link, Message, Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NOTICE_PATHS, noticeApi } from '../../../core/realtime';
import { NoticeDetailModal, priorityTag, useNoticeBellServices } from '../../../widgets/notice-bell';
import { useNoticeView } from '../../notice-views';
import { useRemote } from '../../shared/data/use-remote';
import {
  fetchMyAnnouncements,
  isUnread,
  MSG_CATEGORY_TEXT,
  MY_ANNOUNCEMENTS_URL,
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
  const [detail, setDetail] = useState<MyAnnouncement | null>(null);
  const views = useNoticeView();
  const queryClient = useQueryClient();
  // A refusal goes unreported, as it always did here (the request layer shows HTTP failures).
  const list = useRemote([MY_ANNOUNCEMENTS_URL, pageNo, pageSize, filters], (signal) =>
    fetchMyAnnouncements({ pageNo, pageSize, ...filters }, signal),
  );
  // The open announcement in full (its content); the row shows until it arrives, and if it fails.
  const full = useQuery({
    queryKey: [NOTICE_PATHS.queryById, detail?.anntId],
    queryFn: () => noticeApi.queryById(String(detail?.anntId)),
    enabled: detail !== null,
  });
  const shown = detail && full.data ? { ...detail, ...full.data, id: detail.id } : detail;

  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [MY_ANNOUNCEMENTS_URL] }),
    [queryClient],
  );

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
        loading={list.loading}
        columns={columns}
        data={list.data?.records ?? []}
        border={false}
        pagination={{
          current: pageNo,
          pageSize,
          total: list.data?.total ?? 0,
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
        notice={shown}
        visible={detail !== null}
        onClose={() => setDetail(null)}
        onOpenUrl={(openPage) => navigate(openPage)}
      />
      {views.drawer}
    </Card>
  );
}
