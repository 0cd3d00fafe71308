import { api } from '@torget/contract';
import { route } from '../../http/route';
import type { Cradle } from '../../kernel/cradle';
import { localizeField } from '../../plugins/localize';
import type { DeliveryOption } from './delivery-option.entity';
import { toDeliveryOptionDto } from './delivery-option.mapper';
import { findOption, findPoints, pointAddress } from './service-points';

const dto = (scope: Cradle) => (option: DeliveryOption) =>
  toDeliveryOptionDto(option, scope.carriers, scope.locale);

// `/api/shops/me/…` before `/api/shops/:id/…`: "me" is no shop id.
export const deliveryRoutes = [
  route(api.delivery.mine, async ({ user, scope }) => ({
    options: (await scope.deliveryOptions.list(user.id)).map(dto(scope)),
  })),
  route(api.delivery.create, async ({ body, user, scope }) =>
    dto(scope)(await scope.deliveryOptions.create(user, body)),
  ),
  route(api.delivery.update, async ({ params, body, user, scope }) =>
    dto(scope)(await scope.deliveryOptions.update(user, params.id, body)),
  ),
  route(api.delivery.remove, async ({ params, user, scope }) => {
    await scope.deliveryOptions.remove(user, params.id);
    return { options: (await scope.deliveryOptions.list(user.id)).map(dto(scope)) };
  }),
  route(api.delivery.carriers, async ({ scope }) => ({
    carriers: scope.carriers.list().map((carrier) => ({
      id: carrier.id,
      name: carrier.name[scope.locale],
      demo: carrier.demo === true,
      trackingNumberHint: carrier.trackingNumberHint[scope.locale],
      fields: (carrier.settings ?? []).map((field) => {
        const { name, label, type, pattern, message } = localizeField(field, scope.locale);
        return { name, label, type, pattern, message };
      }),
    })),
  })),
  route(api.delivery.shopOptions, async ({ params, scope }) => ({
    options: (await scope.deliveryOptions.offered(params.id)).map(dto(scope)),
  })),
  route(api.delivery.servicePoints, async ({ params, query, scope }) => {
    const option = await findOption(scope.em, params.optionId);
    const { carrier, points } = await findPoints(scope.carriers, option, query.postalCode);
    return {
      demo: carrier.demo === true,
      points: points.map((point) => ({
        id: point.id,
        name: point.name,
        address: pointAddress(point),
        distance: point.distanceMeters,
        openingHours: point.openingHours,
      })),
    };
  }),
];
