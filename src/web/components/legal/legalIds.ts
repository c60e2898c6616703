/** Stable id of the guarantee section of the terms: the home page's banner links to /terms#this. */
export const MONEY_BACK_GUARANTEE_ID = 'money-back-guarantee';
