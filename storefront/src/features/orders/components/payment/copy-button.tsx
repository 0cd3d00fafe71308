import { Button } from '@torget/ui';
import { useState } from 'react';

/** Copies one value for pasting into another app; says so for screen readers and eyes. */
export function CopyButton({ value, label }: { value: string; label: string }) {
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
    <Button type="button" $variant="secondary" onClick={copy} aria-label={`Copy ${label}`}>
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </Button>
  );
}
