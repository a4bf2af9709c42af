import type { Dictionary } from '../dictionary.ts';

export const access: Dictionary['access'] = {
  drag: {
    instructions:
      '要移動區塊，請按空白鍵拿起，用方向鍵移動，然後按空白鍵或 Enter 鍵放下，或按 Esc 鍵取消。',
    pickedUp: '已拿起「{{block}}」，位於第 {{position}} 位，共 {{total}} 位',
    moved: '已將「{{block}}」移到第 {{position}} 位，共 {{total}} 位',
    dropped: '已放下「{{block}}」，位於第 {{position}} 位，共 {{total}} 位',
    cancelled: '已取消移動「{{block}}」，回到第 {{position}} 位，共 {{total}} 位',
  },
  colour: {
    picker: '{{field}}：選擇顏色，目前為 {{colour}}',
    none: '無',
    background: '背景顏色 {{colour}}',
  },
};
