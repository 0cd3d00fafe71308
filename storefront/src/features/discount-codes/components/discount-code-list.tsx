import type { DiscountCodeDto } from '@torget/contract';
import { Button, Price, ResponsiveTable } from '@torget/ui';
import { useT } from '../../../lib/i18n';

/** What a code takes off, as a shop writes it: "20 %", "100,00 kr", "Fri frakt". */
function Value({ code }: { code: DiscountCodeDto }) {
  const { t } = useT();
  if (code.kind === 'percent') return <>{t('discountCodes.percentValue', { value: code.value })}</>;
  if (code.kind === 'amount') return <Price amount={code.value} />;
  return <>{t('discountCodes.kind.free_shipping')}</>;
}

/** The shop's codes with their uses and what they gave; each can be paused, taken up again or deleted. */
export function DiscountCodeList({
  codes,
  busy,
  onPause,
  onRemove,
}: {
  codes: DiscountCodeDto[];
  busy: boolean;
  onPause: (code: DiscountCodeDto) => void;
  onRemove: (code: DiscountCodeDto) => void;
}) {
  const { t, date } = useT();
  if (!codes.length) return <p>{t('discountCodes.none')}</p>;
  return (
    <ResponsiveTable>
      <caption>{t('discountCodes.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('discountCodes.code')}</th>
          <th scope="col">{t('discountCodes.value')}</th>
          <th scope="col">{t('discountCodes.valid')}</th>
          <th scope="col">{t('discountCodes.uses')}</th>
          <th scope="col">{t('discountCodes.given')}</th>
          <th scope="col">{t('discountCodes.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <tr key={code._id}>
            <td data-label={t('discountCodes.code')}>
              <strong>{code.code}</strong>
              {code.paused && <> ({t('discountCodes.paused')})</>}
            </td>
            <td data-label={t('discountCodes.value')}>
              <Value code={code} />
            </td>
            <td data-label={t('discountCodes.valid')}>
              {code.startsAt || code.endsAt
                ? `${date(code.startsAt, 'dateTime') || '…'} – ${date(code.endsAt, 'dateTime') || '…'}`
                : t('discountCodes.always')}
            </td>
            <td data-label={t('discountCodes.uses')}>
              {code.maxUses === null
                ? code.uses
                : t('discountCodes.usesOf', { uses: code.uses, max: code.maxUses })}
            </td>
            <td data-label={t('discountCodes.given')}>
              <Price amount={code.given} />
            </td>
            <td className="actions" data-label={t('discountCodes.actions')}>
              <Button
                type="button"
                $variant="secondary"
                $size="small"
                disabled={busy}
                onClick={() => onPause(code)}
              >
                {code.paused ? t('discountCodes.resume') : t('discountCodes.pause')}
              </Button>
              <Button
                type="button"
                $variant="danger"
                $size="small"
                disabled={busy}
                onClick={() => onRemove(code)}
                aria-label={t('discountCodes.removeNamed', { code: code.code })}
              >
                {t('discountCodes.remove')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}
