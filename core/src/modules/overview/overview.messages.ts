import { msg } from '../../shared/messages';

/** The overview module's messages to people (core's catalogs, `overview.*`). */
export const overviewMessages = {
  otherShop: msg('overview.otherShop'),
  shopNotFound: msg('overview.shopNotFound'),
  exportTooLong: msg('overview.exportTooLong'),
} as const;
