import { Fragment } from 'react';
import { useContactPoints } from '../lib/contact-points';
import { useT } from '../lib/i18n';

/** An email address inside the admin's text, as the contract requires one (contract/src/settings.api.ts). */
const EMAIL = /([^\s@,;<>()]+@[^\s@,;<>()]+\.[^\s@,;<>()]*[^\s@,;<>().])/;

/** The text as typed, each email address in it a mailto link. */
function WithMailLinks({ text }: { text: string }) {
  return text.split(EMAIL).map((part, at) =>
    at % 2 ? (
      <a key={at} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      <Fragment key={at}>{part}</Fragment>
    ),
  );
}

/**
 * The marketplace's product safety contact point (GPSR Art. 22, DSA Art. 12), as the admin wrote it under
 * Admin / Settings: "Kontaktpunkt för produktsäkerhet: …", in the footer and on the terms page. Nothing while
 * none is set.
 */
export function ProductSafetyContact({ className }: { className?: string }) {
  const { t } = useT();
  const contact = useContactPoints().data?.product_safety_contact;
  if (!contact) return null;
  return (
    <p className={className}>
      {t('shell.productSafetyContact')}: <WithMailLinks text={contact} />
    </p>
  );
}
