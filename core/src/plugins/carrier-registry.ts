import { NotFoundError } from '../shared/errors';
import { msg } from '../shared/messages';
import type { CarrierProvider, CarrierSettingField } from './carrier.provider';

/**
 * The carriers plugins contributed (`container.cradle.carriers`), by id. Empty when no carrier plugin is on:
 * core still runs, and shops offer home delivery, pickup and letters without service points.
 */
export class CarrierRegistry {
  private readonly carriers = new Map<string, CarrierProvider>();

  /** Adds a carrier; a bad or taken id, or a setting named like another's, stops the boot. */
  add(carrier: CarrierProvider): void {
    if (!/^[a-z0-9-]{1,50}$/.test(carrier.id))
      throw new Error(`Carrier id "${carrier.id}" must be 1–50 of a-z, 0-9 and -`);
    if (this.carriers.has(carrier.id)) throw new Error(`Carrier "${carrier.id}" is registered twice`);
    const taken = new Set(this.list().flatMap((other) => (other.settings ?? []).map((field) => field.name)));
    for (const field of carrier.settings ?? []) {
      if (!/^[a-z][a-z0-9_]{0,49}$/.test(field.name))
        throw new Error(`Carrier "${carrier.id}" names a setting "${field.name}": use snake_case`);
      if (taken.has(field.name))
        throw new Error(`Carrier "${carrier.id}" declares setting "${field.name}", which is taken`);
      taken.add(field.name);
      if (field.pattern !== undefined) new RegExp(field.pattern);
      if (field.ignore !== undefined) new RegExp(field.ignore, 'g');
    }
    this.carriers.set(carrier.id, carrier);
  }

  /** By id, e.g. a delivery option's carrier; one no plugin brings now is a 404 naming it. */
  get(id: string): CarrierProvider {
    const carrier = this.find(id);
    if (!carrier) throw new NotFoundError(msg('delivery.unknownCarrier', { id }), 'UNKNOWN_CARRIER');
    return carrier;
  }

  find(id: string): CarrierProvider | undefined {
    return this.carriers.get(id);
  }

  /** A carrier's declared option settings (none for an unknown one). */
  settingFields(id: string): readonly CarrierSettingField[] {
    return this.find(id)?.settings ?? [];
  }

  list(): CarrierProvider[] {
    return [...this.carriers.values()];
  }
}
