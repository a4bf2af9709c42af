import type { Dictionary } from '../dictionary.ts';

export const access: Dictionary['access'] = {
  drag: {
    instructions:
      '要移动区块，请按空格键拿起，用方向键移动，然后按空格键或回车键放下，或按 Esc 键取消。',
    pickedUp: '已拿起“{{block}}”，位于第 {{position}} 位，共 {{total}} 位',
    moved: '已将“{{block}}”移到第 {{position}} 位，共 {{total}} 位',
    dropped: '已放下“{{block}}”，位于第 {{position}} 位，共 {{total}} 位',
    cancelled: '已取消移动“{{block}}”，回到第 {{position}} 位，共 {{total}} 位',
  },
  colour: {
    picker: '{{field}}：选择颜色，当前为 {{colour}}',
    none: '无',
    background: '背景颜色 {{colour}}',
  },
};
