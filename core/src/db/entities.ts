import { SiteSettingsSchema } from '../modules/settings/settings.entity';
import { SellerSchema, UserSchema } from '../modules/users/user.entity';

/** Every entity core maps; each module adds its own here. */
export const entities = [UserSchema, SellerSchema, SiteSettingsSchema];
