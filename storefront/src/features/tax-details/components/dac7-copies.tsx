import type { Dac7CopyDto } from '@torget/contract';
import { Card, Dac7QuarterTable, Facts as KitFacts } from '@torget/ui';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';

const Facts = styled(KitFacts)`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Reported = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Copy = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** One year's copy: who Skatteverket was told sells (identity, TIN, account) and the quarterly figures. */
function YearCopy({ copy }: { copy: Dac7CopyDto }) {
  const { t, date } = useT();
  const { details } = copy.seller;
  const year = String(copy.year);
  const address = [
    details.address.street,
    `${details.address.postalCode} ${details.address.city}`,
    details.address.country,
  ];
  return (
    <Copy as="section" aria-labelledby={`dac7-copy-${year}`}>
      <h3 id={`dac7-copy-${year}`}>{t('dac7Copy.year', { year })}</h3>
      <p>{t(copy.corrected ? 'dac7Copy.correctedOn' : 'dac7Copy.sentOn', { date: date(copy.sentAt) })}</p>
      <Facts>
        <dt>{t(details.kind === 'individual' ? 'taxDetails.fullName' : 'taxDetails.legalName')}</dt>
        <dd>{details.name}</dd>
        <dt>
          {t(details.kind === 'individual' ? 'taxDetails.personnummer' : 'taxDetails.organisationNumber')}
        </dt>
        <dd>{details.tin}</dd>
        {details.kind === 'individual' && (
          <>
            <dt>{t('taxDetails.birthDate')}</dt>
            <dd>{details.birthDate}</dd>
          </>
        )}
        {details.kind === 'entity' && details.vatNumber && (
          <>
            <dt>{t('dac7Copy.vatNumber')}</dt>
            <dd>{details.vatNumber}</dd>
          </>
        )}
        <dt>{t('taxDetails.address')}</dt>
        <dd>{address.join(', ')}</dd>
        <dt>
          {t(details.account.kind === 'iban' ? 'taxDetails.account.iban' : 'taxDetails.account.bankgiro')}
        </dt>
        <dd>{details.account.number}</dd>
        <dt>{t('taxDetails.account.holder')}</dt>
        <dd>{details.account.holder}</dd>
      </Facts>
      <Dac7QuarterTable year={copy.seller} caption={t('dac7Copy.caption', { year })} />
    </Copy>
  );
}

/**
 * "Rapporterat till Skatteverket": the seller's copy of each year's DAC7 report (informationsuppgift), as last
 * sent — a correction replaces the first report's figures.
 */
export function Dac7Copies({ copies }: { copies: Dac7CopyDto[] }) {
  const { t } = useT();
  return (
    <Reported aria-labelledby="dac7-copies">
      <h2 id="dac7-copies">{t('dac7Copy.heading')}</h2>
      <p>{t(copies.length ? 'dac7Copy.intro' : 'dac7Copy.none')}</p>
      {copies.map((copy) => (
        <YearCopy key={copy.year} copy={copy} />
      ))}
    </Reported>
  );
}
