import type { CategorySeed } from './types';

/**
 * The category dictionary (sys_category). Each root is one category dictionary loaded by its code
 * (`loadTreeRoot?pcode=A01`); a child's code is its parent's plus 'A01', 'A02'... as in JeecgBoot.
 */
export const CATEGORY_TREE: readonly CategorySeed[] = [
  {
    code: 'A01',
    name: '商品分类',
    children: [
      {
        code: 'A01A01',
        name: '数码产品',
        children: [
          { code: 'A01A01A01', name: '手机' },
          { code: 'A01A01A02', name: '笔记本电脑' },
          { code: 'A01A01A03', name: '平板电脑' },
          { code: 'A01A01A04', name: '相机摄影' },
          { code: 'A01A01A05', name: '无人机' },
        ],
      },
      {
        code: 'A01A02',
        name: '家用电器',
        children: [
          { code: 'A01A02A01', name: '冰箱洗衣机' },
          { code: 'A01A02A02', name: '空调' },
          { code: 'A01A02A03', name: '扫地机器人' },
          { code: 'A01A02A04', name: '空气净化器' },
        ],
      },
      {
        code: 'A01A03',
        name: '母婴用品',
        children: [
          { code: 'A01A03A01', name: '婴儿推车' },
          { code: 'A01A03A02', name: '安全座椅' },
          { code: 'A01A03A03', name: '婴儿床' },
        ],
      },
      {
        code: 'A01A04',
        name: '办公设备',
        children: [
          { code: 'A01A04A01', name: '打印复印' },
          { code: 'A01A04A02', name: '投影仪' },
          { code: 'A01A04A03', name: '办公电脑' },
        ],
      },
      {
        code: 'A01A05',
        name: '户外运动',
        children: [
          { code: 'A01A05A01', name: '露营装备' },
          { code: 'A01A05A02', name: '电动滑板车' },
        ],
      },
    ],
  },
  {
    code: 'B01',
    name: '服务标签',
    children: [
      { code: 'B01A01', name: '免押金' },
      { code: 'B01A02', name: '可买断' },
      { code: 'B01A03', name: '随租随还' },
      { code: 'B01A04', name: '全新正品' },
      { code: 'B01A05', name: '顺丰包邮' },
    ],
  },
];
