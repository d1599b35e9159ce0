/** Ids that let the mobile menu hand focus back to the button that opened it. */
export const MENU_BUTTON_ID = 'mobile-menu-button';
export const MOBILE_MENU_ID = 'mobile-menu';
