import { Button } from '@torget/ui';
import { useState } from 'react';
import { useT } from '../../../../lib/i18n';

/** Copies one value for pasting into another app; says so for screen readers and eyes. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useT();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard?.writeText(value).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      },
      () => setCopied(false),
    );
  return (
    <Button
      type="button"
      $variant="secondary"
      onClick={copy}
      aria-label={t('order.pay.copyLabel', { label })}
    >
      <span aria-live="polite">{copied ? t('order.pay.copied') : t('order.pay.copy')}</span>
    </Button>
  );
}
