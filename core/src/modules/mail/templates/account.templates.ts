import type { MailMessage } from '../../../plugins/mail.provider';
import { compose } from './layout';

export const passwordResetMail = (to: string, name: string, link: string): MailMessage =>
  compose({
    to,
    subject: 'Återställ ditt lösenord på Torget',
    lines: [
      `Hej ${name}!`,
      'Någon (förhoppningsvis du) bad om att återställa lösenordet till ditt konto på Torget. Länken gäller i en timme och kan bara användas en gång.',
      { link, label: 'Välj ett nytt lösenord' },
      'Bad du inte om detta kan du strunta i mejlet; ditt lösenord är oförändrat.',
    ],
  });

export const applicationReceivedMail = (
  to: string,
  applicant: { name: string; email: string; plan: number | null },
  link: string,
) =>
  compose({
    to,
    subject: `Ny säljaransökan från ${applicant.name}`,
    lines: [
      `${applicant.name} (${applicant.email}) har ansökt om att bli säljare med plan ${applicant.plan ?? 1}.`,
      { link, label: 'Granska ansökan bland användarna' },
    ],
  });

export const sellerApprovedMail = (to: string, name: string, shopName: string, link: string) =>
  compose({
    to,
    subject: 'Din butik på Torget är öppen',
    lines: [
      `Hej ${name}!`,
      `Din ansökan är godkänd och ${shopName || 'din butik'} är nu öppen på Torget. Lägg upp dina första produkter och välj butikens färger under Inställningar.`,
      { link, label: 'Till Min butik' },
    ],
  });
