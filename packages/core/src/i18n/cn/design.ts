import type { Dictionary } from '../dictionary.ts';

/** 编辑器的“设计”面板：设计主题与页面的样式设置。 */
export const design: Dictionary['design'] = {
  themes: '设计主题',
  style: '字体、按钮与版式',
  customised: '已自定义',
  fromTheme: '来自主题 {{name}}',
  fromArtwork: '来自主题 {{name}}，使用你的封面配色',
  font: '字体',
  fonts: {
    system: '设备字体',
    grotesk: 'Space Grotesk 与 DM Sans',
    editorial: 'Playfair Display 与 DM Sans',
    rounded: 'Nunito',
    classic: 'Libre Baskerville 与 Work Sans',
    geometric: 'Outfit 与 Karla',
  },
  buttonShape: '按钮形状',
  shapes: { square: '方形', rounded: '圆角', pill: '胶囊' },
  buttonStyle: '按钮样式',
  styles: { filled: '实心', outline: '描边', shadow: '柔和阴影' },
  cardRadius: '卡片圆角',
  profile: '封面图',
  profiles: { round: '圆形', square: '方形', hero: '横幅' },
  spacing: '间距',
  spacings: { compact: '紧凑', comfortable: '宽松' },
};
