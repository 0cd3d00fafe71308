import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryOptionInput } from '@torget/contract';
import type { CarrierRegistry } from '../../plugins/carrier-registry';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { sekToOre } from '../../shared/money';
import { checkPaymentSettings } from '../users/payment-settings';
import type { User } from '../users/user.entity';
import { DeliveryOptionSchema, type DeliveryOption } from './delivery-option.entity';
import { isAvailable } from './delivery-option.mapper';

interface Deps {
  em: EntityManager;
  carriers: CarrierRegistry;
}

const notFound = () => new NotFoundError(msg('delivery.optionNotFound'), 'DELIVERY_OPTION_NOT_FOUND');

/** A shop's delivery options: the seller edits her own; buyers read those they can choose. */
export class DeliveryOptionService {
  constructor(private readonly deps: Deps) {}

  /** Every option of the shop, by position (then age). */
  list(shopId: string): Promise<DeliveryOption[]> {
    return this.deps.em.find(
      DeliveryOptionSchema,
      { shop: shopId },
      { orderBy: { position: 'asc', createdAt: 'asc' } },
    );
  }

  /** The options a buyer can choose now: a service point option whose carrier plugin is off is left out. */
  async offered(shopId: string): Promise<DeliveryOption[]> {
    return (await this.list(shopId)).filter((option) => isAvailable(option, this.deps.carriers));
  }

  async create(actor: User, input: DeliveryOptionInput): Promise<DeliveryOption> {
    const [last] = await this.deps.em.find(
      DeliveryOptionSchema,
      { shop: actor.id },
      { orderBy: { position: 'desc' }, limit: 1 },
    );
    const option = this.deps.em.create(DeliveryOptionSchema, {
      shop: actor.id,
      ...this.columns(input),
      position: input.position ?? (last ? last.position + 1 : 0),
    });
    await this.deps.em.flush();
    return option;
  }

  async update(actor: User, id: string, input: DeliveryOptionInput): Promise<DeliveryOption> {
    const option = await this.own(actor, id);
    Object.assign(option, this.columns(input), { position: input.position ?? option.position });
    await this.deps.em.flush();
    return option;
  }

  async remove(actor: User, id: string): Promise<void> {
    const option = await this.own(actor, id);
    await this.deps.em.remove(option).flush();
  }

  /** One of the caller's shop's options; another shop's is "not found", as if it did not exist. */
  private async own(actor: User, id: string): Promise<DeliveryOption> {
    const option = await this.deps.em.findOne(DeliveryOptionSchema, { id, shop: actor.id });
    if (!option) throw notFound();
    return option;
  }

  /** The input as columns: öre, a checked carrier and its checked settings. */
  private columns(input: DeliveryOptionInput) {
    const carrierId = input.carrier || null;
    if (input.kind === 'service_point' && !carrierId)
      throw new ValidationError(msg('delivery.carrierNeeded'), 'carrier');
    const carrier = carrierId ? this.deps.carriers.find(carrierId) : undefined;
    if (carrierId && !carrier)
      throw new ValidationError(msg('delivery.unknownCarrier', { id: carrierId }), 'carrier');
    const fields = carrier?.settings ?? [];
    const unknown = Object.keys(input.settings ?? {}).find((key) => !fields.some((f) => f.name === key));
    if (unknown !== undefined)
      throw new ValidationError(
        msg('delivery.settingUnknown', { carrier: carrier?.name ?? carrierId ?? '-', name: unknown }),
        `settings.${unknown}`,
      );
    return {
      nameSv: input.name.sv,
      nameEn: input.name.en,
      kind: input.kind,
      carrier: carrierId,
      priceOre: sekToOre(input.price),
      pricing: input.pricing,
      freeOverOre: input.freeOver == null ? null : sekToOre(input.freeOver),
      estimateSv: input.estimate?.sv ?? '',
      estimateEn: input.estimate?.en ?? '',
      openingHoursSv: input.openingHours?.sv ?? '',
      openingHoursEn: input.openingHours?.en ?? '',
      settings: checkPaymentSettings(input.settings ?? {}, fields, (key) => `settings.${key}`),
    };
  }
}
