import { type ThemeConfig, theme } from 'antd';
import type { Skin } from '../lib/skin';

export const BRAND_COLOR = '#7367f0';

const FONT_FAMILY =
  "'Public Sans', 'Inter', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The antd theme of each skin: brand colour, rounded corners, and a blue-grey dark palette. */
export const themeFor = (skin: Skin, reducedMotion = false): ThemeConfig => {
  const dark = skin === 'dark';
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      // Honour "reduce motion": no zooms or slides, menus and dialogs appear at once.
      motion: !reducedMotion,
      colorPrimary: BRAND_COLOR,
      colorInfo: BRAND_COLOR,
      borderRadius: 8,
      fontFamily: FONT_FAMILY,
      ...(dark
        ? { colorBgBase: '#181c2e', colorBgLayout: '#121524', colorTextBase: '#dfe1ea' }
        : { colorBgLayout: '#f5f5f9' }),
    },
    components: {
      Layout: {
        siderBg: dark ? '#1f2337' : '#ffffff',
        headerBg: 'transparent',
        bodyBg: dark ? '#121524' : '#f5f5f9',
        footerBg: 'transparent',
      },
      Menu: {
        itemBg: 'transparent',
        itemBorderRadius: 8,
        itemMarginInline: 12,
        itemSelectedBg: BRAND_COLOR,
        itemSelectedColor: '#ffffff',
        groupTitleFontSize: 11,
      },
      Card: { headerFontSize: 16 },
      Table: { headerBg: dark ? '#232840' : '#f7f7fb' },
    },
  };
};
