import { defineListPage } from '../../list-page';

/** 马甲小程序: the tenant's applets dressed for a channel (own name and app id). */
export default defineListPage({
  title: '马甲小程序',
  url: { list: '/sys/channel/getVestApplet' },
  columns: [
    { dataIndex: 'vestName', title: '马甲名称', width: 160 },
    { dataIndex: 'vestAppId', title: '马甲AppID', width: 190 },
    { dataIndex: 'vestLogo', title: 'Logo', width: 80, format: 'image' },
    { dataIndex: 'appletName', title: '原小程序', width: 150 },
    { dataIndex: 'appletAppId', title: '原小程序AppID', width: 190 },
    { dataIndex: 'appType', title: '平台', width: 120, dictCode: 'applet_type' },
    { dataIndex: 'channelName', title: '渠道', width: 190, format: 'ellipsis' },
    { dataIndex: 'status', title: '状态', width: 80, dictCode: 'valid_status', format: 'tag' },
    { dataIndex: 'createTime', title: '创建时间', width: 170, sorter: true },
  ],
  search: [
    { field: 'vestName', label: '马甲名称' },
    { field: 'status', label: '状态', type: 'select', dictCode: 'valid_status' },
  ],
});
