import type { Dictionary } from '../dictionary.ts';

/** 編輯器的「設計」面板：設計主題與頁面的樣式設定。 */
export const design: Dictionary['design'] = {
  themes: '設計主題',
  style: '字型、按鈕與版面',
  customised: '已自訂',
  fromTheme: '來自主題 {{name}}',
  fromArtwork: '來自主題 {{name}}，採用你的封面配色',
  font: '字型',
  fonts: {
    system: '裝置字型',
    grotesk: 'Space Grotesk 與 DM Sans',
    editorial: 'Playfair Display 與 DM Sans',
    rounded: 'Nunito',
    classic: 'Libre Baskerville 與 Work Sans',
    geometric: 'Outfit 與 Karla',
  },
  buttonShape: '按鈕形狀',
  shapes: { square: '方形', rounded: '圓角', pill: '膠囊' },
  buttonStyle: '按鈕樣式',
  styles: { filled: '實心', outline: '外框', shadow: '柔和陰影' },
  cardRadius: '卡片圓角',
  profile: '封面圖',
  profiles: { round: '圓形', square: '方形', hero: '橫幅' },
  spacing: '間距',
  spacings: { compact: '緊湊', comfortable: '寬鬆' },
};
